/**
 * Stories built from widget fixtures: each fixture is rendered through the engine exactly as a page
 * would render it (registry, config check, root-only handling), with its data instead of the server.
 */
import type { StoryObj } from '@storybook/react-vite';
import type { EngineUser } from '../../schemas/entities/engineUser.gen.ts';
import { ComponentSlot, FixtureEngine, fixtureData, type Locale } from '../../engine/index.tsx';
import { storyRegistry } from './storyRegistry.ts';

export const STORY_USERS: Record<string, EngineUser> = {
  root: { username: 'root', role: 'admin', isRoot: true, locale: 'en' },
  admin: { username: 'admin', role: 'admin', isRoot: false, locale: 'en' },
  north: { username: 'user', role: 'north', isRoot: false, locale: 'en' },
};

export function FixturePreview({ type, index, locale, user }: { type: string; index: number; locale: Locale; user: EngineUser }) {
  const widget = storyRegistry.get(type);
  const fixture = widget?.fixtures[index];
  if (!fixture) return <p>No fixture {index} for {type}.</p>;
  return (
    <FixtureEngine registry={storyRegistry} data={fixtureData(type, fixture)} user={{ ...user, locale }} locale={locale}>
      <ComponentSlot descriptor={{ type, id: type, config: fixture.config as Record<string, unknown> }} />
    </FixtureEngine>
  );
}

/** The story of fixture `index` of a widget type; the toolbar chooses locale and user. */
export function fixtureStory(type: string, index: number): StoryObj {
  return {
    name: storyRegistry.get(type)?.fixtures[index]?.name ?? `Fixture ${index}`,
    render: (_args, { globals }) => <FixturePreview type={type} index={index} locale={(globals.locale as Locale) ?? 'en'} user={STORY_USERS[globals.user as string] ?? STORY_USERS.root!} />,
  };
}
