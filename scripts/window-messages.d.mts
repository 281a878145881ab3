/** The messages of `catalog` whose keys the windows' code names (window-messages.mjs). */
export function windowMessages<Message>(catalog: Record<string, Message>): Record<string, Message>;
