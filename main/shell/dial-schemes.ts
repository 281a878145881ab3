// Offers Dialdesk to the OS as the handler of tel:, callto: and sip: links. The installers declare the
// same schemes (electron-builder.yml: Info.plist, the .desktop MimeType, the Windows URL capabilities);
// this call makes an installed copy the default where the OS lets an app claim that itself.

export const DIAL_SCHEMES = ['tel', 'callto', 'sip'] as const;

export interface ProtocolClientHost {
  setAsDefaultProtocolClient(scheme: string, path?: string, args?: string[]): boolean;
}

export interface RunningFrom {
  platform: NodeJS.Platform;
  /** process.defaultApp: true when run as `electron <app path>` rather than as the packaged app. */
  defaultApp: boolean;
  execPath: string;
  /** The app path on the development command line (process.argv[1]), resolved to an absolute path. */
  appPath: string | undefined;
}

/** Returns the schemes the OS refused. */
export function registerDialSchemes(app: ProtocolClientHost, from: RunningFrom): string[] {
  if (!from.defaultApp) return DIAL_SCHEMES.filter((scheme) => !app.setAsDefaultProtocolClient(scheme));
  // A development run can be started again by a link only on Windows, which records a command line
  // (electron.exe plus the app path). macOS and Linux would hand links to the bare Electron app, and
  // claiming tel: for it would take the user's phone links away from their real handler.
  if (from.platform !== 'win32' || !from.appPath) return [];
  const { execPath, appPath } = from;
  return DIAL_SCHEMES.filter((scheme) => !app.setAsDefaultProtocolClient(scheme, execPath, [appPath]));
}
