import { useState, type ReactNode } from 'react';
import type { AddressFields } from '../../../../shared/schemas/address';
import { Button } from '../../../components/ui/button';
import { AddressText } from '../../../entities/order/components/address-text';
import { useReturnFocus } from '../hooks/use-return-focus';
import { AddressForm } from './address-form';
import type { ShippingSlotProps } from './delivery-picker';

/** A guest's delivery: the address typed (checked by the shared schema), and a shipping option (null until one is chosen). */
export interface GuestDeliveryChoice {
  address: AddressFields;
  shippingOptionId: string | null;
}

interface Props {
  value: GuestDeliveryChoice | null;
  onChange: (v: GuestDeliveryChoice) => void;
  /** The shipping options for the address's country (features/shipping's ShippingChoices, composed by the page). */
  renderShipping: (props: ShippingSlotProps) => ReactNode;
}

/**
 * A guest's delivery (no address book): the address fields, then "Use this address" shows it with
 * "Change address" and the shipping options for its country. Contains no <form>.
 */
export function GuestDelivery({ value, onChange, renderShipping }: Props) {
  const [editing, setEditing] = useState(!value);
  const changeRef = useReturnFocus(editing);
  if (editing || !value) {
    return (
      <div className="flex min-w-0 flex-col gap-2" data-testid="guest-address">
        <h3 className="font-semibold">Delivery address</h3>
        <AddressForm
          nested
          title="Delivery address"
          submitLabel="Use this address"
          address={value?.address}
          autoFocus={Boolean(value)}
          onSave={(address) => {
            setEditing(false);
            onChange({ address, shippingOptionId: value?.shippingOptionId ?? null });
          }}
          onCancel={value ? () => setEditing(false) : undefined}
        />
      </div>
    );
  }
  return (
    <div className="@container flex min-w-0 flex-col gap-5" data-testid="guest-delivery">
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="font-semibold">Delivery address</h3>
        <AddressText address={value.address} testId="guest-address-text" />
        <Button ref={changeRef} size="sm" outline className="self-start" onClick={() => setEditing(true)}>
          Change address
        </Button>
      </div>
      {renderShipping({
        country: value.address.country,
        value: value.shippingOptionId,
        onChange: (shippingOptionId) => onChange({ ...value, shippingOptionId }),
      })}
    </div>
  );
}
