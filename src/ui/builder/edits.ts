// The builder's edits: change the current list (saved at once by the store) and say what
// changed to screen readers.
import type { ArmyList } from '../../engine';
import { appStore } from '../../store/appStore';

export function change(edit: (list: ArmyList) => ArmyList, said: string): void {
  appStore.getState().builder.edit(edit);
  appStore.getState().builder.announce(said);
}

export function showCard(id: string): void {
  appStore.getState().builder.showCard(id);
}
