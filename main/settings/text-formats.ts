// Format checks shared by several settings fields.

const HOST_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A DNS host name such as 'pbx.example.com' (no scheme, port or path). */
export function isHostName(value: string): boolean {
  return value.length <= 253 && value.split('.').every((label) => HOST_LABEL.test(label));
}

/** An absolute http: or https: URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
