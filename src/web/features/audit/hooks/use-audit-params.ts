import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '../../../../shared/schemas/audit';
import type { AuditFilters } from '../api/get-audit';

export interface AuditParams extends AuditFilters {
  page: number;
}

const KEYS = ['actor', 'entity', 'entityId', 'action', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isEntity = (v: string | null): v is AuditEntity => AUDIT_ENTITIES.includes(v as AuditEntity);
const isAction = (v: string | null): v is AuditAction => AUDIT_ACTIONS.includes(v as AuditAction);
const day = (v: string | null) => (v && DAY.test(v) ? v : undefined);

/**
 * The Audit log's filters and page live in the address (?actor=&entity=&entityId=&action=&from=&to=&page=),
 * so a reload, a shared link or an order's "History" link shows the same rows. A new filter starts at page 1.
 */
export function useAuditParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<AuditParams>(() => {
    const get = (key: string) => searchParams.get(key);
    const page = Number(get('page'));
    return {
      actor: get('actor')?.trim() || undefined,
      entity: isEntity(get('entity')) ? (get('entity') as AuditEntity) : undefined,
      entityId: get('entityId')?.trim() || undefined,
      action: isAction(get('action')) ? (get('action') as AuditAction) : undefined,
      from: day(get('from')),
      to: day(get('to')),
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [searchParams]);

  const update = useCallback(
    (change: Partial<AuditParams>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const filtered = KEYS.some((key) => key in change);
          for (const key of KEYS) {
            if (!(key in change)) continue;
            const value = change[key];
            if (value) next.set(key, value);
            else next.delete(key);
          }
          const page = change.page ?? (filtered ? 1 : Number(prev.get('page')) || 1);
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return [params, update] as const;
}

/** Whether any filter is set. */
export const isFiltered = (p: AuditFilters) => KEYS.some((key) => Boolean(p[key]));
