import { create } from 'zustand';

// Shell state shared by the header, drawer and route-change watcher. Not persisted: it describes this tab now.

type UiState = {
  drawerOpen: boolean;
  /** SPEC §2: every route change sets the search-bar-visible flag (pages may hide it, e.g. while a modal is up). */
  searchBarVisible: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
  setSearchBarVisible: (visible: boolean) => void;
};

export const useUiStore = create<UiState>()((set) => ({
  drawerOpen: false,
  searchBarVisible: true,
  openDrawer: () => set({ drawerOpen: true }),
  closeDrawer: () => set({ drawerOpen: false }),
  setSearchBarVisible: (visible) => set({ searchBarVisible: visible }),
}));
