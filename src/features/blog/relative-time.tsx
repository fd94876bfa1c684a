/**
 * A publish date: the full date in the prerendered HTML and the first render, then
 * "3 months ago" once the visitor's clock is known; the full date stays as a tooltip.
 */
import { useEffect, useState } from 'react';
import { isPrerendering } from '@/hydration/prerender';

function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'America/Los_Angeles',
  });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

function formatRelative(iso: string, now: Date): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

export function RelativeTime({ iso }: { iso: string }) {
  const full = formatLongDate(iso);
  const [label, setLabel] = useState(full);
  useEffect(() => {
    if (!isPrerendering()) setLabel(formatRelative(iso, new Date()));
  }, [iso]);
  return (
    <time dateTime={iso} title={full}>
      {label}
    </time>
  );
}
