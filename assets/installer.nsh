; Included by electron-builder's NSIS installer (electron-builder.yml: nsis.include).
; Windows does not let an app make itself the default for a link type: it lists the apps that declare
; URL capabilities in Settings > Apps > Default apps, and the user picks one there. This declares
; Dialdesk's capabilities for tel:, callto: and sip: and the ProgIDs they open with, in the install's
; registry hive (HKCU for a per-user install, HKLM for all users).

!define DIALDESK_CAPABILITIES "Software\Dialdesk\Capabilities"

!macro dialdeskRegisterScheme SCHEME DESCRIPTION
  WriteRegStr SHELL_CONTEXT "Software\Classes\Dialdesk.${SCHEME}" "" "${DESCRIPTION}"
  WriteRegStr SHELL_CONTEXT "Software\Classes\Dialdesk.${SCHEME}" "URL Protocol" ""
  WriteRegStr SHELL_CONTEXT "Software\Classes\Dialdesk.${SCHEME}\DefaultIcon" "" "$appExe,0"
  ; "--" ends the switches: whatever the link holds, it reaches Dialdesk as an argument, never a switch.
  WriteRegStr SHELL_CONTEXT "Software\Classes\Dialdesk.${SCHEME}\shell\open\command" "" '"$appExe" -- "%1"'
  WriteRegStr SHELL_CONTEXT "${DIALDESK_CAPABILITIES}\URLAssociations" "${SCHEME}" "Dialdesk.${SCHEME}"
!macroend

!macro customInstall
  WriteRegStr SHELL_CONTEXT "${DIALDESK_CAPABILITIES}" "ApplicationName" "Dialdesk"
  WriteRegStr SHELL_CONTEXT "${DIALDESK_CAPABILITIES}" "ApplicationDescription" "Click-to-call with your business phone system"
  WriteRegStr SHELL_CONTEXT "${DIALDESK_CAPABILITIES}" "ApplicationIcon" "$appExe,0"
  !insertmacro dialdeskRegisterScheme "tel" "URL:Telephone number"
  !insertmacro dialdeskRegisterScheme "callto" "URL:Callto link"
  !insertmacro dialdeskRegisterScheme "sip" "URL:SIP address"
  WriteRegStr SHELL_CONTEXT "Software\RegisteredApplications" "Dialdesk" "${DIALDESK_CAPABILITIES}"
  ; Tell Explorer and Settings that associations changed (SHCNE_ASSOCCHANGED).
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, i 0, i 0)'
!macroend

!macro customUnInstall
  DeleteRegValue SHELL_CONTEXT "Software\RegisteredApplications" "Dialdesk"
  DeleteRegKey SHELL_CONTEXT "Software\Dialdesk"
  DeleteRegKey SHELL_CONTEXT "Software\Classes\Dialdesk.tel"
  DeleteRegKey SHELL_CONTEXT "Software\Classes\Dialdesk.callto"
  DeleteRegKey SHELL_CONTEXT "Software\Classes\Dialdesk.sip"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, i 0, i 0)'
!macroend
