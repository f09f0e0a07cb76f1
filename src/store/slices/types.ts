// How a slice writes its part of the one store: a patch (or a function of the slice) merged into
// that slice alone. Commands that span slices (starting a game resets them all) set the whole
// state at once through the store's own `set`.
import type { AppState } from '../appStore';

export type SliceKey = keyof AppState;

export type SetSlice<K extends SliceKey> = (patch: Partial<AppState[K]> | ((slice: AppState[K]) => Partial<AppState[K]>)) => void;

export type SetApp = (patch: Partial<AppState> | ((app: AppState) => Partial<AppState>)) => void;

export type GetApp = () => AppState;

/** The setter of one slice, from the store's `set`. */
export function sliceSetter<K extends SliceKey>(set: SetApp, key: K): SetSlice<K> {
  return (patch) => set((app) => ({ [key]: { ...app[key], ...(typeof patch === 'function' ? patch(app[key]) : patch) } }) as Partial<AppState>);
}
