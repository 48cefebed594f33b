import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useExportMyData } from '../api/export-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** One right: what it does beside its button (above it on a phone). */
function Part({ id, title, about, children }: { id: string; title: string; about: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4 first:pt-0 last:pb-0">
      <div className="max-w-md min-w-0">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <p className="text-base-content/70 text-sm">{about}</p>
      </div>
      {children}
    </section>
  );
}

/** My Profile's "Your data": Download my data (a JSON file) and Delete my account (GDPR articles 15, 17 and 20). */
export function YourData() {
  const download = useExportMyData();
  const [deleting, setDeleting] = useState(false);
  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: (name) => toast.success(`Your data was saved as ${name}.`),
      onError: (err) => toast.error(`We could not prepare your data. ${err.message}`),
    });
  return (
    <div className="card card-border bg-base-100" data-testid="your-data">
      <div className="card-body divide-base-300 divide-y">
        <Part
          id="download-data-title"
          title="Download my data"
          about="A JSON file with your profile, addresses, orders with their lines, returns, reviews, saved laptops, restock alerts, cart and sign-ins."
        >
          <Button onClick={onDownload} busy={download.isPending} busyKeepsFocus>
            Download my data
          </Button>
        </Part>
        <Part
          id="delete-account-title"
          title="Delete my account"
          about="Your orders and invoices are kept without your name, e-mail, phone or addresses; everything else is deleted. This cannot be undone."
        >
          <Button variant="error" outline onClick={() => setDeleting(true)}>
            Delete my account
          </Button>
        </Part>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
