import { useQueryClient } from '@tanstack/react-query';
import { getAuthConfigQueryOptions } from '../../../features/accounts/api/get-auth-config';
import { ShopSettingsEditor } from '../../../features/settings/components/shop-settings-form';

/** Shop settings (settings:write): the refund limit for staff, store credit for returns, guest checkout. */
export default function SettingsPage() {
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title" className="text-2xl font-bold">
        Shop settings
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        How the shop gives money back, and who may check out. Every change is kept in the audit log.
      </p>
      {/* The public settings (store credit for returns, guest checkout) are read once per visit: read them again. */}
      <ShopSettingsEditor onSaved={() => void queryClient.invalidateQueries({ queryKey: getAuthConfigQueryOptions().queryKey })} />
    </section>
  );
}
