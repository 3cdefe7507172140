/**
 * The published test vectors: fixed seeds and nonces and what every verifier must get from them.
 * The api-server's suite runs them through node:crypto and its engines, the kernel's through
 * WebCrypto, so the server's and the browser's code cannot drift apart. The first HMAC can be
 * checked by anyone: `printf 'lucky-player:0' | openssl dgst -sha256 -mac HMAC -macopt hexkey:<serverSeed>`.
 * Server seeds: SHA-256 of "casino fair vector A", "… B", "… C". The deck is 0–51 shuffled from nonce's stream.
 */
export interface FairTestVector {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The first block, HMAC-SHA256(server seed, `client seed:nonce`), hex. */
  hmac: string;
  /** The first four floats (words ÷ 2³²). */
  floats: readonly number[];
  /** Roll in hundredths at a 99 % RTP. */
  dice: { rtpBasisPoints: number; roll: number };
  /** Crash point in hundredths at a 97 % RTP. */
  crash: { rtpBasisPoints: number; crashPoint: number };
  slot: { stops: readonly number[] };
  deck: readonly number[];
}

export const FAIR_TEST_VECTORS: readonly FairTestVector[] = [
  {
    serverSeed: '09e47df1a6514990d12319f0fc8b08f90e42af6a6562e9e56ee3be24709805c6',
    serverSeedHash: '4cdc107e83ee4c445d8383479618d7118c44cedba44c0f0390c267223af91769',
    clientSeed: 'lucky-player',
    nonce: 0,
    hmac: 'dfbaf226407170d9c84552abcf07f3290b4a182ffc9c8ed6375f3005ac858e1a',
    floats: [0.8739463179372251, 0.251730969408527, 0.7823077838402241, 0.8087150549981743],
    dice: { rtpBasisPoints: 9900, roll: 8739 },
    crash: { rtpBasisPoints: 9700, crashPoint: 769 },
    slot: { stops: [17, 5, 15] },
    deck: [
      19, 38, 10, 26, 20, 14, 42, 37, 24, 40, 0, 22, 50, 27, 48, 3, 34, 28, 15, 41, 33, 5, 43, 11, 7, 4, 6, 36, 16, 1, 44, 32, 8, 29, 51, 13, 35, 31, 17, 18,
      47, 25, 23, 21, 30, 9, 46, 2, 49, 39, 12, 45,
    ],
  },
  {
    serverSeed: '4b4e74840ca317b0f56831bf522b2d5113f0af4b99327564696066643bc71a21',
    serverSeedHash: '41f3653bc92004bc308d50827c9cb67b034c1222d3f7545c101b852294674662',
    clientSeed: 'my own seed 42',
    nonce: 7,
    hmac: '18353fa999cafbfd02c25d637dfb868c0d3c98460c6c8ad8712eaef90c1943af',
    floats: [0.09456251026131213, 0.6007535450626165, 0.010778271360322833, 0.4921192256733775],
    dice: { rtpBasisPoints: 9900, roll: 945 },
    crash: { rtpBasisPoints: 9700, crashPoint: 107 },
    slot: { stops: [1, 12, 0] },
    deck: [
      45, 29, 41, 18, 32, 22, 26, 17, 8, 38, 37, 21, 19, 12, 34, 3, 9, 7, 36, 10, 39, 28, 42, 33, 15, 6, 25, 1, 5, 14, 51, 49, 48, 31, 40, 44, 50, 13, 43, 11,
      35, 23, 16, 27, 46, 20, 47, 2, 24, 0, 30, 4,
    ],
  },
  {
    serverSeed: '697e09fca82cb86f030804d3dbb40d0f89b322a0c51fbc597d97ced63f3ec455',
    serverSeedHash: '427c3d1e62f0e34da3e4c9b93ad1998ca1253bde66fa5158a37966b680e9c470',
    clientSeed: 'a',
    nonce: 123456,
    hmac: 'a48996fcbc41c6ea9d93f6ad1cf25a972475e4d08a90a4d5e34917328ecdfcb5',
    floats: [0.642724453471601, 0.7353786774910986, 0.6155389950145036, 0.11307302652858198],
    dice: { rtpBasisPoints: 9900, roll: 6427 },
    crash: { rtpBasisPoints: 9700, crashPoint: 271 },
    slot: { stops: [12, 14, 12] },
    deck: [
      15, 29, 27, 44, 11, 31, 47, 22, 34, 48, 28, 1, 49, 38, 18, 43, 16, 24, 10, 7, 35, 50, 51, 20, 17, 42, 45, 8, 26, 9, 36, 12, 0, 4, 2, 14, 21, 32, 23, 41,
      39, 19, 13, 3, 46, 40, 25, 6, 5, 30, 37, 33,
    ],
  },
];
