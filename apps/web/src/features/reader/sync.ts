import {
  API_ROUTES,
  DEVICE_TYPES,
  HEADERS,
  pathOf,
  type Annotation,
  type Locale,
  type Position,
} from '@nangsue/contracts';
import {
  flushQueue,
  isUnreachable,
  localAnnotation,
  onQueuedPositionSaved,
  queueChange,
  startQueueFlushing,
} from '@/features/offline/queue';
import { callApi, ensureDeviceId } from '@/lib/browser-api';
import type { Relocation } from './engine';

/**
 * The reading position on the server (docs/reader.md): saved 2 s after the last move, and when the
 * page goes away (a `keepalive` request, which outlives the page). Each save names the `Version`
 * this reader last saw; when another device moved further since, the server keeps that position,
 * answers it with `Conflict`, and the reader goes there (`onConflict`).
 */
export const SAVE_DELAY_MS = 2000;

export type PositionSync = {
  moved(relocation: Relocation): void;
  /** Sends a waiting move now, in a request that survives the page (pagehide). */
  flushOnLeave(): void;
  stop(): void;
};

/** A short name of this device for the saved position (`Chrome on Linux`). */
const deviceName = (): string => {
  const agent = navigator.userAgent;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : 'web';
  return `${browser} on ${system}`;
};

const bodyOf = (relocation: Relocation, baseVersion: number | null) => ({
  Data: {
    Locator: relocation.locator,
    Progress: Math.round(relocation.progress * 10_000) / 10_000,
    Chapter: relocation.chapter?.slice(0, 300) ?? null,
    Device: deviceName(),
    Finished: relocation.atEnd,
    BaseVersion: baseVersion,
  },
});

export const createPositionSync = ({
  productId,
  position,
  locale,
  onConflict,
}: {
  productId: number;
  position: Position | null;
  locale: Locale;
  onConflict: (position: Position) => void;
}): PositionSync => {
  let baseVersion = position?.Version ?? null;
  let savedLocator = position?.Locator ?? null;
  let waiting: Relocation | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving = false;
  let stopped = false;
  let deviceId: string | null = null;
  void ensureDeviceId().then((id) => (deviceId = id));
  // Moves made offline wait in the offline queue (docs/offline.md); once one reaches the server,
  // its version is the one this reader saw last.
  startQueueFlushing();
  const unsubscribe = onQueuedPositionSaved((savedFor, position) => {
    if (savedFor !== productId) return;
    baseVersion = position.Version;
    savedLocator = position.Locator;
  });

  const save = async () => {
    timer = undefined;
    if (saving || waiting === null || stopped) return;
    const relocation = waiting;
    waiting = null;
    if (relocation.locator === savedLocator) return;
    saving = true;
    const body = bodyOf(relocation, baseVersion);
    try {
      const result = await callApi('savePosition', { params: { productId }, body });
      const saved = result.Data;
      if (saved !== null) {
        baseVersion = saved.Position.Version;
        savedLocator = saved.Position.Locator;
        if (saved.Conflict && !stopped) {
          waiting = null;
          onConflict(saved.Position);
        }
      }
    } catch (error) {
      // Not saved (offline, the API down): the next move tries again, and the offline queue keeps
      // it for when the connection returns (docs/offline.md).
      if (isUnreachable(error))
        void queueChange({ Kind: 'position', ProductId: productId, Body: body }).catch(
          () => undefined,
        );
    } finally {
      saving = false;
      if (waiting !== null && timer === undefined) timer = setTimeout(save, SAVE_DELAY_MS);
    }
  };

  return {
    moved(relocation) {
      if (stopped) return;
      waiting = relocation;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    },
    flushOnLeave() {
      if (waiting === null || waiting.locator === savedLocator) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        [HEADERS.deviceTypeId]: String(DEVICE_TYPES.web),
        [HEADERS.language]: locale,
      };
      if (deviceId) headers[HEADERS.deviceId] = deviceId;
      const relocation = waiting;
      waiting = null;
      savedLocator = relocation.locator;
      void fetch(
        `/api/${API_ROUTES.savePosition.service}${pathOf(API_ROUTES.savePosition, { productId })}`,
        {
          method: 'POST',
          keepalive: true,
          headers,
          body: JSON.stringify(bodyOf(relocation, baseVersion)),
        },
      ).catch(() => undefined);
    },
    stop() {
      stopped = true;
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    },
  };
};

/**
 * Saves a bookmark or highlight at once; the saved one, or null when the API refused. Offline, it
 * waits in the offline queue (same id: sent once it can be) and the reader shows it meanwhile.
 */
export const saveAnnotation = async (
  productId: number,
  annotation: Pick<Annotation, 'Id' | 'Kind' | 'Locator' | 'Quote' | 'Note' | 'Color' | 'Progress'>,
): Promise<Annotation | null> => {
  try {
    const result = await callApi('saveAnnotation', {
      params: { productId },
      body: { Data: annotation },
    });
    return result.Data;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    await queueChange({ Kind: 'annotation', ProductId: productId, Body: { Data: annotation } });
    return localAnnotation(annotation);
  }
};

export const deleteAnnotation = async (
  productId: number,
  id: string,
  annotation?: Annotation,
): Promise<Annotation | null> => {
  try {
    const result = await callApi('deleteAnnotation', {
      params: { productId },
      body: { Data: { Id: id } },
    });
    return result.Data;
  } catch (error) {
    if (!isUnreachable(error) || !annotation) throw error;
    await queueChange({
      Kind: 'delete-annotation',
      ProductId: productId,
      Body: { Data: { Id: id } },
    });
    return localAnnotation(annotation, true);
  }
};

/** The book's notes as the server has them now (another device may have added some). */
export const loadAnnotations = async (productId: number): Promise<Annotation[] | null> => {
  // What was made offline goes first, so the list that comes back has it.
  await flushQueue().catch(() => 0);
  const result = await callApi('annotations', { params: { productId } });
  return result.Data?.Annotations ?? null;
};
