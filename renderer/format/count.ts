// Counts as the user's locale writes them ("12,345").
import { onFirstUse } from './on-first-use';

const counts = onFirstUse(() => new Intl.NumberFormat());

export const formatCount = (value: number): string => counts().format(value);
