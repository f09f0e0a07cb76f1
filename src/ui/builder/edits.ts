// The builder's edits: change the current list (saved at once by the store) and say what
// changed to screen readers.
import type { ArmyList } from '../../engine';
import { armyStore } from '../../store/armyStore';
import { builderUi } from '../../store/builderUi';

export function change(edit: (list: ArmyList) => ArmyList, said: string): void {
  armyStore.getState().edit(edit);
  builderUi.getState().announce(said);
}

export function showCard(id: string): void {
  builderUi.getState().showCard(id);
}
