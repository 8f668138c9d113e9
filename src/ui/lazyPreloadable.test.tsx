// @vitest-environment jsdom
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPreloadable } from './lazyPreloadable.tsx';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('a preloadable lazy component', () => {
  it('renders in the first commit once its chunk is in: no fallback, so no wait for a Suspense reveal', async () => {
    const { Component, preload } = lazyPreloadable(async () => Hello);
    await preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('waits like React.lazy when its chunk is not in yet, and loads it once', async () => {
    let loads = 0;
    const { Component, preload } = lazyPreloadable(async () => {
      loads++;
      return Hello;
    });
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Component name="Bo" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
    await preload();
    expect(loads).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let fail = true;
    const { preload } = lazyPreloadable(async () => {
      if (fail) throw new Error('offline');
      return Hello;
    });
    await expect(preload()).rejects.toThrow('offline');
    fail = false;
    await expect(preload()).resolves.toBe(Hello);
  });
});
