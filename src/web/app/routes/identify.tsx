import { IdentifyCommands } from '../../features/laptops/components/identify-commands';
import { IdentifyForm } from '../../features/laptops/components/identify-form';
import { IdentifyResults } from '../../features/laptops/components/identify-results';
import { useIdentifyLaptop } from '../../features/laptops/api/identify-laptop';

/** /identify: run one command, paste what it printed, and the shop finds the laptop model. */
export default function IdentifyPage() {
  const identify = useIdentifyLaptop();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <title>Identify my laptop — PartsHub</title>
      <header className="mb-8">
        <p className="text-primary text-sm font-semibold tracking-widest uppercase">Fits my laptop</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Identify my laptop</h1>
        <p className="text-base-content/75 mt-3 text-lg">
          Not sure which model you have? Run one command on the laptop, paste what it prints, and we find the model for you.
        </p>
      </header>
      <section aria-labelledby="identify-step-1" className="card card-border bg-base-100">
        <div className="card-body max-sm:p-4">
          <h2 id="identify-step-1" className="card-title text-lg">
            1. Run this on your laptop
          </h2>
          <IdentifyCommands />
        </div>
      </section>
      <section aria-labelledby="identify-step-2" className="card card-border bg-base-100 mt-6">
        <div className="card-body max-sm:p-4">
          <h2 id="identify-step-2" className="card-title text-lg">
            2. Paste what it printed
          </h2>
          <p className="text-base-content/80 text-sm" data-testid="identify-privacy">
            We read the model from what you paste and keep nothing: serial numbers and IDs are dropped before anything is looked up.
          </p>
          <IdentifyForm onFind={(text) => identify.mutate(text)} busy={identify.isPending} error={identify.error?.message} />
        </div>
      </section>
      {identify.data && <IdentifyResults result={identify.data} />}
    </div>
  );
}
