// How a slice writes its part of the one store: a patch (or a function of the slice) merged into
// that slice alone. Commands that span slices (starting a game resets them all) set the whole
// state at once through the store's own `set`. Slices name what they read of the others by
// shape, so no slice imports the store (and no import cycle runs through it).

export type SetSlice<S> = (patch: Partial<S> | ((slice: S) => Partial<S>)) => void;

/** The setter of the slice `key` of a store whose state is `A`, from the store's `set`. */
export function sliceSetter<A, K extends keyof A>(
  set: (patch: (app: A) => Partial<A>) => void,
  key: K,
): SetSlice<A[K]> {
  return (patch) =>
    set(
      (app) => ({ [key]: { ...app[key], ...(typeof patch === 'function' ? patch(app[key]) : patch) } }) as Partial<A>,
    );
}
