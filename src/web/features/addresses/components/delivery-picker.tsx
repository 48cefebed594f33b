import { useEffect, useEffectEvent, useId, useRef, useState, type JSX, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import type { Address, AddressFields } from '../../../../shared/schemas/address';
import { choiceClass } from '../../../components/ui/choice-class';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreateAddress } from '../api/create-address';
import { useAddresses } from '../api/get-addresses';
import { useReturnFocus } from '../hooks/use-return-focus';
import { AddressForm } from './address-form';
import { AddressText } from '../../../entities/order/components/address-text';
import { Button } from '../../../components/ui/button';

/** Where and how an order goes: a saved address, and a shipping option (null until one is chosen). */
export interface DeliveryChoice {
  addressId: string;
  shippingOptionId: string | null;
}

interface AddressChoicesProps {
  addresses: Address[];
  value: string | undefined;
  onChange: (addressId: string) => void;
}

function AddressChoices({ addresses, value, onChange }: AddressChoicesProps) {
  const name = useId();
  return (
    <div className="grid gap-2 @lg:grid-cols-2">
      {addresses.map((address) => (
        <label key={address._id} className={choiceClass} data-testid="address-choice">
          <input
            type="radio"
            name={name}
            className="radio radio-primary radio-sm mt-1 shrink-0"
            value={address._id}
            checked={value === address._id}
            onChange={() => onChange(address._id)}
          />
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <AddressText address={address} compact />
            {address.isDefault && <span className="badge badge-primary badge-soft badge-sm">Default</span>}
          </span>
        </label>
      ))}
    </div>
  );
}

/** "Add a new address": the form inline; a saved address goes into the address book and is chosen. */
function NewAddress({
  open,
  onOpen,
  onClose,
  onSaved,
}: {
  open: boolean;
  onOpen: () => void;
  onClose?: () => void;
  onSaved: (a: Address) => void;
}) {
  const create = useCreateAddress();
  const buttonRef = useReturnFocus(open);
  const save = (fields: AddressFields) =>
    create.mutate(fields, {
      onSuccess: (address) => {
        toast.success('Address saved to your address book.');
        onSaved(address);
      },
    });
  if (!open) {
    return (
      <Button
        ref={buttonRef}
        size="sm"
        outline
        className="self-start"
        onClick={() => {
          create.reset();
          onOpen();
        }}
      >
        Add a new address
      </Button>
    );
  }
  return (
    <div className="border-base-300 rounded-box border p-3 sm:p-4">
      <h3 className="mb-1 font-semibold">New address</h3>
      <AddressForm
        nested
        title="New address"
        submitLabel="Save and use this address"
        busy={create.isPending}
        error={create.error?.message}
        onSave={save}
        onCancel={onClose}
      />
    </div>
  );
}

/** Calls `choose` once with the default address (or the first) when the book loads and nothing is chosen yet. */
function usePreselect(addresses: Address[] | undefined, chosen: boolean, choose: (addressId: string) => void) {
  const done = useRef(false);
  const preselect = useEffectEvent((list: Address[]) => {
    done.current = true;
    const first = list.find((a) => a.isDefault) ?? list[0];
    if (!chosen && first) choose(first._id);
  });
  useEffect(() => {
    if (addresses && !done.current) preselect(addresses);
  }, [addresses]);
}

/** What the shipping step gets: the chosen address's country and the shipping choice (null until one is made). */
export interface ShippingSlotProps {
  country: string;
  value: string | null;
  onChange: (shippingOptionId: string | null) => void;
}

interface DeliveryPickerProps {
  value: DeliveryChoice | null;
  onChange: (v: DeliveryChoice | null) => void;
  /**
   * The shipping options for the chosen address (features/shipping's ShippingChoices, composed by the page,
   * which knows the basket: one product and its units, or the caller's cart).
   */
  renderShipping: (props: ShippingSlotProps) => ReactNode;
}

/**
 * Delivery for an order: the saved addresses as a radio group (the default chosen first), "Add a new
 * address" inline, then the shipping options for the chosen address's country. Contains no <form>,
 * so it may sit inside one.
 */
export function DeliveryPicker({ value, onChange, renderShipping }: DeliveryPickerProps): JSX.Element {
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  // The shipping choice is kept while the new address's country still offers it (ShippingChoices drops it otherwise).
  const chooseAddress = (addressId: string) => onChange({ addressId, shippingOptionId: value?.shippingOptionId ?? null });
  usePreselect(addresses.data, Boolean(value), chooseAddress);

  if (addresses.isPending) return <Skeleton className="h-40 w-full" />;
  if (addresses.isError) return <ErrorState message={addresses.error.message} onRetry={() => void addresses.refetch()} />;

  const list = addresses.data;
  const chosen = list.find((a) => a._id === value?.addressId);
  return (
    <div className="@container flex min-w-0 flex-col gap-5" data-testid="delivery-picker">
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 font-semibold">Delivery address</legend>
        {list.length === 0 && (
          <p className="text-base-content/70 text-sm">You have no saved address yet. Add one to see the shipping options.</p>
        )}
        <AddressChoices addresses={list} value={chosen?._id} onChange={chooseAddress} />
        <NewAddress
          open={adding}
          onOpen={() => setAdding(true)}
          onClose={() => setAdding(false)}
          onSaved={(address) => {
            setAdding(false);
            chooseAddress(address._id);
          }}
        />
      </fieldset>
      {chosen &&
        value &&
        renderShipping({
          country: chosen.country,
          value: value.shippingOptionId,
          onChange: (shippingOptionId) => onChange({ addressId: chosen._id, shippingOptionId }),
        })}
    </div>
  );
}
