// Offers Dialdesk to the OS as the handler of tel:, callto: and sip: links. The installers declare the
// same schemes (electron-builder.yml: Info.plist, the .desktop MimeType, the Windows URL capabilities);
// this call makes an installed copy the default where the OS lets an app claim that itself.

export const DIAL_SCHEMES = ['tel', 'callto', 'sip'] as const;

export interface ProtocolClientHost {
  setAsDefaultProtocolClient(scheme: string, path?: string, args?: string[]): boolean;
}

export interface RunningFrom {
  /** process.defaultApp: true when run as `electron <app path>` rather than as the packaged app. */
  defaultApp: boolean;
  execPath: string;
  /** The app path on the development command line (process.argv[1]), resolved to an absolute path. */
  appPath: string | undefined;
}

/** Returns the schemes the OS refused. */
export function registerDialSchemes(app: ProtocolClientHost, from: RunningFrom): string[] {
  // A development run must tell Windows how to start it again: electron.exe plus the app path.
  const register = (scheme: string) =>
    from.defaultApp && from.appPath
      ? app.setAsDefaultProtocolClient(scheme, from.execPath, [from.appPath])
      : app.setAsDefaultProtocolClient(scheme);
  return DIAL_SCHEMES.filter((scheme) => !register(scheme));
}
