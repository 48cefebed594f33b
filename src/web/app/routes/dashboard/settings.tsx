import { ShopSettingsEditor } from '../../../features/settings/components/shop-settings-form';

/** Shop settings (settings:write): the refund limit for staff and store credit for returns. */
export default function SettingsPage() {
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title" className="text-2xl font-bold">
        Shop settings
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">How the shop gives money back. Every change is kept in the audit log.</p>
      <ShopSettingsEditor />
    </section>
  );
}
