import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { Button } from '@casino/shared-kernel/ui-core';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { PrizeEngine, type PrizeGamePhase } from './prize-engine.ts';
import { DRAW, type Palette, type PrizeFace, type PrizeGameKind } from './prize-drawing.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import styles from './prize-game.module.css';

/** Spec 9: the canvas is 300 px, redrawn after a resize settles for 300 ms. */
export const CANVAS_SIZE = 300;
export const RESIZE_DEBOUNCE_MS = 300;

const PALETTE: Palette = {
  slices: ['#2f6bff', '#ffb020', '#7a3cff', '#15b374', '#ff5a5f', '#14a3c7', '#c9399a', '#5b6b86'],
  text: '#ffffff',
  highlight: '#ffd400',
  frame: '#ffd400',
};

/** What the game asks its owner when the player starts it: the server's award, or a refusal. */
export type DrawPrize = () => Promise<number>;

export interface PrizeGameHandle {
  /** Starts a spin as the button does (a box opened elsewhere may land the grid). */
  play(): void;
}

export interface PrizeGameProps {
  kind: PrizeGameKind;
  prizes: readonly PrizeFace[];
  /** The accessible name of the picture, e.g. "Invitation turntable". */
  label: string;
  /** The start button's text. */
  actionLabel: string;
  /** Whether the player can start (spins left, signed in…); the button is disabled otherwise. */
  canPlay: boolean;
  /** Asks the server for the award: the game spins meanwhile and lands on the index it answers. */
  draw: DrawPrize;
  /** The game landed on the server's award (the moment to show what was won). */
  onLanded: (index: number) => void;
  ref?: Ref<PrizeGameHandle>;
  testId?: string;
}

/**
 * A prize wheel, grid or slot reel on a 300 px canvas. A click starts it only when idle, and
 * immediately asks the server (`draw`); the game lands on the prize the server awarded, so what the
 * player sees is always what was paid. A refusal cancels it back to idle (the server's message is
 * the API client's toast). The canvas is a picture for assistive technology; the result is said
 * by the owner.
 */
export function PrizeGame({ kind, prizes, label, actionLabel, canPlay, draw, onLanded, ref, testId }: PrizeGameProps) {
  const t = usePromotionsText();
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<PrizeGamePhase>('idle');
  const [size, setSize] = useState(CANVAS_SIZE);
  // The prize under the pointer where the game last stopped (read from its own rotation).
  const [landedOn, setLandedOn] = useState<number | null>(null);
  const rotation = useRef(0);
  // What the engine's callbacks and each frame read: the props of the last commit.
  const latest = useRef({ draw, onLanded, prizes, kind, size });
  useLayoutEffect(() => {
    latest.current = { draw, onLanded, prizes, kind, size };
  });
  const engine = useRef<PrizeEngine | null>(null);

  const paint = () => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    const { prizes: faces, kind: game, size: drawn } = latest.current;
    if (!element || !context || faces.length === 0) return;
    const ratio = window.devicePixelRatio || 1;
    // The backing store in device pixels (a canvas starts at 300 x 150): sharp on high-DPI screens.
    const pixels = Math.round(drawn * ratio);
    if (element.width !== pixels || element.height !== pixels) {
      element.width = pixels;
      element.height = pixels;
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    DRAW[game](context, drawn, faces, rotation.current, PALETTE);
  };

  useEffect(() => {
    const current = new PrizeEngine({
      prizeCount: Math.max(1, prizes.length),
      reducedMotion,
      onFrame: (value) => {
        rotation.current = value;
        paint();
      },
      onPhase: setPhase,
      onPrize: (index) => {
        setLandedOn(current.prize);
        latest.current.onLanded(index);
      },
    });
    engine.current = current;
    return () => current.dispose();
    // paint reads refs only: the engine is made anew only when the prize count or the motion setting changes.
  }, [prizes.length, reducedMotion]);

  // The canvas follows its box (never wider than 300 px) and the screen's pixel ratio.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const width = frame.current?.clientWidth ?? CANVAS_SIZE;
      setSize(width > 0 ? Math.min(CANVAS_SIZE, width) : CANVAS_SIZE);
      paint();
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  useEffect(paint);

  const play = () => {
    const current = engine.current;
    if (!canPlay || !current || !current.start()) return;
    latest.current.draw().then(
      (index) => current.stop(index),
      () => current.stop(-1),
    );
  };
  useImperativeHandle(ref, () => ({ play }));

  const busy = phase !== 'idle';
  return (
    <div className={styles.game} data-kind={kind} data-testid={testId} data-phase={phase} data-landed={landedOn ?? undefined}>
      <div ref={frame} className={styles.frame}>
        <canvas
          ref={canvas}
          className={styles.canvas}
          style={{ width: size, height: size }}
          role="img"
          aria-label={t('prize_game_picture', { name: label, prizes: prizes.map((prize) => prize.label).join(', ') })}
        />
        <div className={kind === 'slot' ? styles.below : styles.centre}>
          <Button onClick={play} disabled={!canPlay || busy} busy={busy} className={styles.action}>
            {busy ? t('spinning') : actionLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
