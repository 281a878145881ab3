// electron-builder afterPack hook used only by test/packaging/package.test.ts (passed as -c.afterPack).
// The `dir` target writes no .desktop file, and the real deb/AppImage targets need tools downloaded
// (fpm, appimagetool), so this asks electron-builder's own deb and AppImage targets for the desktop entry
// they would install, from the packager configured by electron-builder.yml. On macOS builds it copies the
// generated Info.plist out as JSON, read with electron-builder's own plist parser.
const { writeFile } = require('node:fs/promises');
const path = require('node:path');
const { LinuxTargetHelper } = require('app-builder-lib/out/targets/LinuxTargetHelper');
const { default: FpmTarget } = require('app-builder-lib/out/targets/FpmTarget');
const { default: AppImageTarget } = require('app-builder-lib/out/targets/appimage/AppImageTarget');
const { parsePlistFile } = require('app-builder-lib/out/util/plist');

/** @param {import('app-builder-lib').AfterPackContext} context */
exports.default = async function afterPack(context) {
  const { packager, outDir, appOutDir, electronPlatformName } = context;
  if (electronPlatformName === 'linux') {
    const helper = new LinuxTargetHelper(packager);
    const deb = new FpmTarget('deb', packager, helper, outDir);
    await deb.scriptFiles; // written to electron-builder's temp folder; awaited so no rejection goes unseen
    const appImage = new AppImageTarget(null, packager, helper, outDir);
    const entries = {
      fileName: `${helper.getDesktopFileName()}.desktop`,
      deb: await helper.computeDesktopEntry(deb.options),
      appImage: await appImage.desktopEntry.value,
    };
    await writeFile(path.join(outDir, 'desktop-entries.json'), JSON.stringify(entries, null, 2));
  } else if (electronPlatformName === 'darwin') {
    const app = `${packager.appInfo.productFilename}.app`;
    const plist = await parsePlistFile(path.join(appOutDir, app, 'Contents', 'Info.plist'));
    await writeFile(path.join(outDir, 'Info.plist.json'), JSON.stringify(plist, null, 2));
  }
};
