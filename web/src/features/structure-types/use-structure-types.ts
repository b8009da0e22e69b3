import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { loadStructureTypes, structureTypesState } from "./state.ts";

export function useStructureTypes() {
  const snap = useSnapshot(structureTypesState);
  useEffect(() => {
    void loadStructureTypes();
  }, []);
  return snap;
}
