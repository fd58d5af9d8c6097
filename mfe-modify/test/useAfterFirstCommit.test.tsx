/** @jest-environment jsdom */
// The dashboard draws its cards in two steps once the customer's data is in (issue 38): the second step is committed
// after the first, never with it, so the browser lays out and paints each on its own.
import { act, render } from '@testing-library/react';
import { useDeferredValue, useLayoutEffect } from 'react';
import { useAfterFirstCommit } from '../src/features/dashboard/useAfterFirstCommit';

type Commit = [first: boolean, rest: boolean];

function Steps({ loading, commits }: { loading: boolean; commits: Commit[] }) {
  const first = useDeferredValue(!loading);
  const rest = useAfterFirstCommit(first);
  useLayoutEffect(() => {
    commits.push([first, rest]);
  });
  return null;
}

describe('useAfterFirstCommit', () => {
  it('commits the first step on its own, then the rest', async () => {
    const commits: Commit[] = [];
    const { rerender } = render(<Steps loading commits={commits} />);
    expect(commits).toEqual([[false, false]]);
    await act(async () => {
      rerender(<Steps loading={false} commits={commits} />);
    });
    expect(commits).toContainEqual([true, false]);
    expect(commits.at(-1)).toEqual([true, true]);
    // The rest never shows before the first step.
    expect(commits).not.toContainEqual([false, true]);
  });

  it('shows everything at once when the data is in from the start', () => {
    const commits: Commit[] = [];
    render(<Steps loading={false} commits={commits} />);
    expect(commits).toEqual([[true, true]]);
  });

  it('hides the rest again with the first step', async () => {
    const commits: Commit[] = [];
    const { rerender } = render(<Steps loading={false} commits={commits} />);
    await act(async () => {
      rerender(<Steps loading commits={commits} />);
    });
    expect(commits.at(-1)).toEqual([false, false]);
  });
});
