import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cartMessages } from '../../../../shared/messages';
import { toCents, toDollars } from '../../../../shared/money';
import type { Cart, CartItem } from '../../../../shared/schemas/cart';
import { laptopLabel } from '../../../../shared/laptop-names';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../../../../shared/constants';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { cartApi, getCartProductQueryOptions, getCartQueryOptions } from '../api/cart-api';
import { guestCart, useGuestLines, type GuestLine } from './guest-cart';
import { selectedLaptopStore } from '../../laptop/model/selected-laptop';
import { getLaptopQueryOptions } from '../../laptop/api/laptop-api';
import { fitFromModels, verdictOfStatus } from '../../laptop/model/fit';

/** One line of the cart, the same for a guest (details from the catalog) and a signed-in customer (from the server). */
export interface CartLine {
  productId: string;
  name: string;
  img: string;
  unitCost: number;
  quantity: number;
  lineTotal: number;
  /** Units in stock now; a line asking for more blocks checkout. */
  available: number;
  /** A guest's line whose product is still loading (name and price not known yet). */
  loading: boolean;
  /** The laptop the part was added for ("ThinkPad T480" as model), and whether the part fits it (null: no laptop). */
  laptop: CartItem['laptop'];
  fit: CartItem['fit'];
  /**
   * The unit's sale price while an automatic promotion covers the part, and that promotion (`unitCost`
   * is the regular price): the server's cart carries them; a guest's lines get them on the cart page
   * (`use-line-sales.ts`, kept out of the code every page loads).
   */
  salePrice?: number;
  promotion?: CartItem['promotion'];
}

export interface CartState {
  items: CartLine[];
  /** Units in the cart (the navbar badge). */
  count: number;
  subtotal: number;
  /** A guest's cart, kept in this browser until sign-in merges it into the account's. */
  isGuest: boolean;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
  /** Adds units to a line (a new line when the part is not in the cart yet). */
  add: (productId: string, quantity: number) => Promise<void>;
  /** Sets a line's quantity; 0 removes it. */
  update: (productId: string, quantity: number) => Promise<void>;
  remove: (productId: string) => Promise<void>;
}

const sumCents = (values: number[]) => toDollars(values.reduce((n, v) => n + toCents(v), 0));
const clamp = (n: number) => Math.min(Math.max(Math.trunc(n), 0), CART_MAX_QUANTITY);

/** The guest's lines with today's name, price and stock from the catalog. */
function useGuestItems(lines: GuestLine[], enabled: boolean) {
  const products = useQueries({ queries: lines.map((l) => ({ ...getCartProductQueryOptions(l.productId), enabled })) });
  // The laptops the lines were added for, named (usually the one selected now).
  const laptopIds = [...new Set(lines.flatMap((l) => (l.laptopId ? [l.laptopId] : [])))];
  const laptops = useQueries({ queries: laptopIds.map((id) => ({ ...getLaptopQueryOptions(id), enabled })) });
  const laptopOf = (id: string | undefined) => (id ? laptops[laptopIds.indexOf(id)]?.data : undefined);
  const items: CartLine[] = lines.flatMap((line, i) => {
    const q = products[i]!;
    // A part the shop no longer sells: left out (the server skips it at the merge too).
    if (q.error instanceof ApiError && q.error.status === 404) return [];
    const p = q.data;
    const unitCost = p?.cost ?? 0;
    const laptop = laptopOf(line.laptopId);
    return [
      {
        productId: line.productId,
        name: p?.name ?? '',
        img: p?.img ?? '',
        unitCost,
        quantity: line.quantity,
        lineTotal: toDollars(toCents(unitCost) * line.quantity),
        available: p?.Quantity ?? line.quantity,
        loading: !p,
        laptop: laptop ? { _id: laptop._id, brand: laptop.brand, model: laptopLabel(laptop) } : null,
        fit: laptop && p ? { verdict: verdictOfStatus(fitFromModels(p.compatibleModels, laptop)) } : null,
      },
    ];
  });
  const failed = products.find((q) => q.error && !(q.error instanceof ApiError && q.error.status === 404));
  const refetch = () => products.forEach((q) => q.isError && void q.refetch());
  return { items, error: failed?.error ?? null, isPending: products.some((q) => q.isPending && q.fetchStatus !== 'idle'), refetch };
}

/** A guest's add: the stock is checked here against the catalog (the server checks again at the merge and the checkout). */
async function addForGuest(queryClient: QueryClient, productId: string, quantity: number) {
  const lines = guestCart.lines();
  const have = lines.find((l) => l.productId === productId)?.quantity ?? 0;
  if (!have && lines.length >= CART_MAX_LINES) throw new Error(cartMessages.cartFull(CART_MAX_LINES));
  const product = await queryClient.fetchQuery({ ...getCartProductQueryOptions(productId), staleTime: 10_000 });
  if (have + quantity > product.Quantity) throw new Error(cartMessages.notEnoughStock(product.name, product.Quantity));
  guestCart.set(productId, clamp(have + quantity), selectedLaptopStore.get()?._id);
}

function serverActions(queryClient: QueryClient) {
  const key = getCartQueryOptions().queryKey;
  /** Keeps the server's answer; after a refusal (409: not that many in stock) the cart is read again, with today's stock. */
  const save = async (call: Promise<Cart>) => {
    try {
      queryClient.setQueryData(key, await call);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: key });
      throw err;
    }
  };
  return {
    add: async (productId: string, quantity: number) => {
      const cart = await queryClient.ensureQueryData(getCartQueryOptions());
      const have = cart.items.find((l) => l.productId === productId)?.quantity ?? 0;
      await save(cartApi.setItem(productId, clamp(have + quantity), selectedLaptopStore.get()?._id));
    },
    update: (productId: string, quantity: number) => save(cartApi.setItem(productId, clamp(quantity))),
    remove: (productId: string) => save(cartApi.removeItem(productId)),
  };
}

const guestActions = (queryClient: QueryClient) => ({
  add: (productId: string, quantity: number) => addForGuest(queryClient, productId, quantity),
  update: async (productId: string, quantity: number) => guestCart.set(productId, clamp(quantity)),
  remove: async (productId: string) => guestCart.set(productId, 0),
});

export type CartActions = Pick<CartState, 'add' | 'update' | 'remove'>;

/** add / update / remove on whichever cart applies, without reading the cart (for "Add to cart" buttons). */
export function useCartActions(): CartActions {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const queryClient = useQueryClient();
  return useMemo(() => (signedIn ? serverActions(queryClient) : guestActions(queryClient)), [signedIn, queryClient]);
}

/**
 * The cart, whichever applies: a guest's (localStorage, details from the catalog) or, once signed
 * in, the account's on the server. Items, count and subtotal, and add / update / remove.
 */
export function useCart(): CartState {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const server = useQuery({ ...getCartQueryOptions(), enabled: signedIn });
  const lines = useGuestLines();
  const guest = useGuestItems(lines, !signedIn);
  const actions = useCartActions();

  if (signedIn) {
    const cart = server.data;
    return {
      items: cart?.items.map((l) => ({ ...l, loading: false })) ?? [],
      count: cart?.count ?? 0,
      subtotal: cart?.subtotal ?? 0,
      isGuest: false,
      isPending: server.isPending,
      error: server.error,
      refetch: () => void server.refetch(),
      ...actions,
    };
  }
  return {
    items: guest.items,
    count: guest.items.reduce((n, l) => n + l.quantity, 0),
    subtotal: sumCents(guest.items.map((l) => l.lineTotal)),
    isGuest: true,
    isPending: guest.isPending,
    error: guest.error,
    refetch: guest.refetch,
    ...actions,
  };
}
