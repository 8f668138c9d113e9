import { describe, expect, it } from 'vitest';
import type { MessageArea } from './areas.ts';
import type { AppLocale, Messages } from './index.ts';
import { createMessageStore } from './messageStore.ts';

/** A loader whose fetches the test answers one by one. */
function fakeLoads() {
  const pending = new Map<string, { resolve: (m: Messages) => void; reject: (e: unknown) => void }>();
  const requested: string[] = [];
  const load = (locale: AppLocale, area: MessageArea) =>
    new Promise<Messages>((resolve, reject) => {
      requested.push(`${locale}/${area}`);
      pending.set(`${locale}/${area}`, { resolve, reject });
    });
  const answer = async (key: string) => {
    const [locale, area] = key.split('/');
    pending.get(key)!.resolve({ [`${area}.title`]: `${area} in ${locale}` } as Messages);
    pending.delete(key);
    await Promise.resolve();
  };
  const fail = async (key: string) => {
    pending.get(key)!.reject(new Error('offline'));
    pending.delete(key);
    await Promise.resolve();
  };
  return { load, answer, fail, requested };
}

const settled = async (p: Promise<unknown>) => {
  let done: string = 'pending';
  p.then(
    () => (done = 'resolved'),
    () => (done = 'rejected'),
  );
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('the messages on screen', () => {
  it('show nothing until the core of the locale is in, then only the core', async () => {
    const loads = fakeLoads();
    const store = createMessageStore(loads.load);
    store.setLocale('sv');
    expect(store.getState().shown).toBeNull();
    expect(loads.requested).toEqual(['sv/core']);
    await loads.answer('sv/core');
    expect(store.getState().shown).toEqual({ locale: 'sv', messages: { 'core.title': 'core in sv' } });
  });

  it('let a lazy chunk render only once its area is part of what is shown', async () => {
    const loads = fakeLoads();
    const store = createMessageStore(loads.load);
    store.setLocale('sv');
    await loads.answer('sv/core');
    const ready = store.ensure('alerts');
    expect(await settled(ready)).toBe('pending');
    await loads.answer('sv/alerts');
    expect(await settled(ready)).toBe('resolved');
    expect(store.getState().shown?.messages).toEqual({ 'core.title': 'core in sv', 'alerts.title': 'alerts in sv' });
    expect(await settled(store.ensure('alerts')), 'an area already shown').toBe('resolved');
  });

  it('add an area of the language on screen to the catalogue react-intl has, without a new state that renders every screen again', async () => {
    const loads = fakeLoads();
    const store = createMessageStore(loads.load);
    store.setLocale('sv');
    await loads.answer('sv/core');
    const before = store.getState();
    let published = 0;
    store.subscribe(() => published++);
    const ready = store.ensure('alerts');
    await loads.answer('sv/alerts');
    expect(await settled(ready)).toBe('resolved');
    expect(published).toBe(0);
    expect(store.getState()).toBe(before);
    expect(before.shown?.messages['alerts.title' as never]).toBe('alerts in sv');
  });

  it('change language only once every area asked for is in, keeping the old words meanwhile', async () => {
    const loads = fakeLoads();
    const store = createMessageStore(loads.load);
    store.setLocale('sv');
    await loads.answer('sv/core');
    const alerts = store.ensure('alerts');
    await loads.answer('sv/alerts');
    await alerts;
    store.setLocale('fi');
    expect(loads.requested.slice(-2).sort()).toEqual(['fi/alerts', 'fi/core']);
    await loads.answer('fi/core');
    expect(store.getState().shown?.locale, 'fi alerts still missing').toBe('sv');
    // A screen opened during the change gets its area in both languages.
    const templates = store.ensure('templates');
    expect(loads.requested).toContain('sv/templates');
    expect(loads.requested).toContain('fi/templates');
    await loads.answer('sv/templates');
    expect(await settled(templates)).toBe('resolved');
    expect(store.getState().shown?.messages['templates.title' as never]).toBe('templates in sv');
    await loads.answer('fi/alerts');
    expect(store.getState().shown?.locale).toBe('sv');
    await loads.answer('fi/templates');
    expect(store.getState().shown).toEqual({
      locale: 'fi',
      messages: { 'core.title': 'core in fi', 'alerts.title': 'alerts in fi', 'templates.title': 'templates in fi' },
    });
  });

  it('say when the first core fails, and let a failed area be asked for again', async () => {
    const loads = fakeLoads();
    const store = createMessageStore(loads.load);
    store.setLocale('da');
    await loads.fail('da/core');
    expect(store.getState()).toEqual({ shown: null, failed: new Error('offline') });
    store.setLocale('da');
    await loads.answer('da/core');
    expect(store.getState().shown?.locale).toBe('da');
    const first = store.ensure('interview');
    await loads.fail('da/interview');
    expect(await settled(first)).toBe('rejected');
    const again = store.ensure('interview');
    await loads.answer('da/interview');
    expect(await settled(again)).toBe('resolved');
  });
});
