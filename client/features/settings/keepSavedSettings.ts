import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** The page reads the settings through the viewer; a saved payload (no id of its own) becomes them. */
export function keepSavedSettings(store: RecordSourceSelectorProxy) {
  const payload = store.getRootField('updateMessageSettings');
  if (payload?.getValue('__typename') !== 'UpdateMessageSettingsSuccess') return;
  const saved = payload.getLinkedRecord('messageSettings');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (saved && viewer) viewer.setLinkedRecord(saved, 'messageSettings');
}
