import { lazy, Suspense } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useSeenOnce } from '../../../hooks/use-seen-once';
import { Icon, type IconName } from './icons';

/** The form's code (react-hook-form, 14 KB) loads when its section comes within a screen of the viewport, not with the page. */
const ContactMessageForm = lazy(() => import('./contact-message-form'));
const NEAR_SCREEN = { rootMargin: '100% 0px' };

const details: { icon: IconName; label: string; value: string }[] = [
  { icon: 'pin', label: 'Workshop', value: '12 Circuit Lane, Springfield' },
  { icon: 'phone', label: 'Phone', value: '+1 (555) 010-2030' },
  { icon: 'mail', label: 'E-mail', value: 'support@partshub.local' },
  { icon: 'clock', label: 'Hours', value: 'Mon–Fri, 9 am – 6 pm' },
];

function ContactDetails() {
  return (
    <ul className="bg-primary text-primary-content rounded-box flex flex-col gap-6 p-8 lg:col-span-2">
      {details.map((d) => (
        <li key={d.label} className="flex items-start gap-4">
          <span className="bg-primary-content/15 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg">
            <Icon name={d.icon} />
          </span>
          <span>
            <span className="block text-sm opacity-85">{d.label}</span>
            <span className="block font-semibold">{d.value}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The form's place while its code loads: the same card at the form's height, so nothing moves. */
function FormPlaceholder() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Contact form, loading"
      data-testid="contact-form-loading"
      className="card bg-base-100 border-base-300 min-h-[29.1rem] border shadow-sm sm:min-h-[24.3rem] lg:col-span-3"
    />
  );
}

/** Home: Contact Us, posted to the shop's inbox. */
export function ContactForm() {
  const [ref, near] = useSeenOnce<HTMLElement>(NEAR_SCREEN);
  return (
    <section ref={ref} aria-labelledby="contact-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" data-testid="contact">
      <SectionHeading
        id="contact-heading"
        kicker="Need help?"
        title="Contact Us"
        lead="Not sure which part fits? Send us your laptop model or the part number and a technician will answer."
      />
      <div className="grid gap-8 lg:grid-cols-5">
        <ContactDetails />
        {near ? (
          <Suspense fallback={<FormPlaceholder />}>
            <ContactMessageForm />
          </Suspense>
        ) : (
          <FormPlaceholder />
        )}
      </div>
    </section>
  );
}
