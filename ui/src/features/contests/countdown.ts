/** A time left as d h m s, or h:mm:ss under a day; never negative. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const [days, hours, minutes, seconds] = [
    Math.floor(total / 86_400),
    Math.floor(total / 3600) % 24,
    Math.floor(total / 60) % 60,
    total % 60,
  ];
  const pad = (n: number) => String(n).padStart(2, '0');
  return days > 0 ? `${days}d ${hours}h ${pad(minutes)}m` : `${hours}:${pad(minutes)}:${pad(seconds)}`;
}
