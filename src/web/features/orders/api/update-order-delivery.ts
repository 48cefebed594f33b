import { useMutation } from '@tanstack/react-query';
import type { DeliveryInput } from '../../../../shared/schemas/address';
import type { Order } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';

/** PUT /api/order/:id/delivery (owner, unpaid only): the order with its shipping, tax and total worked out again. */
export const updateOrderDelivery = ({ orderId, delivery }: { orderId: string; delivery: DeliveryInput }): Promise<Order> =>
  api.put<Order>(`/order/${encodeURIComponent(orderId)}/delivery`, delivery);

/** The page that shows the order refreshes it with the answer (the order queries belong to the orders feature). */
export const useUpdateOrderDelivery = () => useMutation({ mutationFn: updateOrderDelivery });
