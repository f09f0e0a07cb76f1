// The builder's edits: change the current list (saved at once by the store) and say what
// changed to screen readers.
import type { ArmyList } from '../../engine';
import type { AppStore } from '../../store/appStore';
import { useAppStoreApi } from '../../store/context';

export function changeList(appStore: AppStore, edit: (list: ArmyList) => ArmyList, said: string): void {
  appStore.getState().builder.edit(edit);
  appStore.getState().builder.announce(said);
}

/** The edits bound to the tree's store: `change` a list, `showCard` a card's dialog. */
export function useListEdits() {
  const appStore = useAppStoreApi();
  return {
    change: (edit: (list: ArmyList) => ArmyList, said: string) => changeList(appStore, edit, said),
    showCard: (id: string) => appStore.getState().builder.showCard(id),
  };
}
