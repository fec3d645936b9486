/** How a run's duration is shown: milliseconds under a second, else seconds with one decimal. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
