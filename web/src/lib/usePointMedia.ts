import { LINKABLE_ELEMENTS } from '@lorewright/domain/maps/linkableElements';
import type { MapLink } from '@lorewright/domain/maps/mapView';
import { useState } from 'react';
import type { ApiResponse } from './apiClient';
import type { ElementSearchResult } from './elementLinks';
import { useAppDispatch } from './state/store';
import { alertShown } from './state/uiSlice';

type Call = () => Promise<ApiResponse<unknown>>;

/** The four calls on one point of a map or timeline, already addressed to it. */
export interface PointMediaCalls {
  uploadImage: (file: File) => Promise<ApiResponse<unknown>>;
  deleteImage: Call;
  addLink: (link: Omit<MapLink, '_id'>) => Promise<ApiResponse<unknown>>;
  removeLink: (linkID: string) => Promise<ApiResponse<unknown>>;
}

export interface PointMediaHost {
  /** False while the point exists only in the author's copy. */
  isSaved: () => boolean;
  save: () => Promise<boolean>;
  /** Re-reads the element, keeping unsaved edits. */
  refresh: () => Promise<void>;
}

const isLinkable = (type: string): type is MapLink['type'] => (LINKABLE_ELEMENTS as readonly string[]).includes(type);

/**
 * A point's picture and links, each its own call. A point not yet on the server is saved
 * first; after each change the element is read again (product.md §4), keeping the unsaved edits.
 */
export function usePointMedia(host: PointMediaHost, calls: PointMediaCalls) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const send = async (call: Call) => {
    setBusy(true);
    try {
      if (!host.isSaved() && !(await host.save())) return;
      const answer = await call();
      if (!answer.ok) return void dispatch(alertShown({ kind: 'error', text: answer.data.error }));
      await host.refresh();
    } finally {
      setBusy(false);
    }
  };
  const run = (call: Call) => void send(call);

  return {
    busy,
    uploadImage: (file: File) => run(() => calls.uploadImage(file)),
    deleteImage: () => run(calls.deleteImage),
    addLink: ({ type, _id }: ElementSearchResult) => isLinkable(type) && run(() => calls.addLink({ type, id: _id })),
    removeLink: (linkID: string) => run(() => calls.removeLink(linkID)),
  };
}
