// A name over its number; either may be missing on a real phone system.
export function Party({ name, number }: { name: string | null; number: string | null }) {
  return (
    <span class="party">
      <span class="party-name">{name ?? number ?? 'Unknown'}</span>
      {name && number && <span class="party-number">{number}</span>}
    </span>
  );
}
