import { createThemeStore, preferredMode, type ThemeMode } from './themeStore';

function start(mode: ThemeMode) {
  const remembered: ThemeMode[] = [];
  return { actor: createThemeStore(mode, (m) => void remembered.push(m)), remembered };
}

describe('theme store', () => {
  it('starts in the given mode', () => {
    expect(start('dark').actor.getSnapshot().context.mode).toBe('dark');
  });

  it('toggles and remembers each new mode', () => {
    const { actor, remembered } = start('light');
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().context.mode).toBe('dark');
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().context.mode).toBe('light');
    expect(remembered).toEqual(['dark', 'light']);
  });

  it('sets a mode', () => {
    const { actor, remembered } = start('light');
    actor.send({ type: 'SET', mode: 'dark' });
    expect(actor.getSnapshot().context.mode).toBe('dark');
    expect(remembered).toEqual(['dark']);
  });
});

describe('preferredMode', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it.each([
    ['a remembered dark wins over a light system', storage('dark'), false, 'dark'],
    ['a remembered light wins over a dark system', storage('light'), true, 'light'],
    ['no memory follows a dark system', storage(null), true, 'dark'],
    ['garbage follows the system', storage('purple'), false, 'light'],
    ['no storage follows the system', undefined, true, 'dark'],
  ])('%s', (_, store, prefersDark, expected) => expect(preferredMode(store, prefersDark)).toBe(expected));

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(preferredMode(throwing, false)).toBe('light');
  });
});
