import { describe, expect, it } from 'vitest';
import { checkName } from './name.ts';

describe('checkName', () => {
  it.each(['Rajesh Kumar', 'R. K. Sharma', "João D'Ávila", 'João D’Ávila', 'Anne-Marie', 'राहुल शर्मा', 'สมชาย', '张伟', 'Player 7'])(
    'accepts %s',
    (name) => {
      expect(checkName(name)).toEqual({ ok: true });
    },
  );

  it.each(['Raj@sh', 'Raj_esh', 'Rajesh!', '<script>', 'Raj😀', 'Raj/esh', 'Rajesh$', 'Raj\tesh'])('rejects %j', (name) => {
    expect(checkName(name)).toEqual({ ok: false, reason: 'name_symbols' });
  });

  it('asks for a value when empty or blank', () => {
    expect(checkName('')).toEqual({ ok: false, reason: 'required' });
    expect(checkName('   ')).toEqual({ ok: false, reason: 'required' });
  });
});
