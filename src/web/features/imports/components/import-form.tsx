import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { IMPORT_KINDS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportJob, type ImportKind } from '../../../../shared/schemas/import';
import { Field } from '../../../components/ui/field';
import { useCreateImport, type ImportUpload } from '../api/create-import';
import { CsvColumnsHelp } from './csv-columns-help';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';

export const KIND_LABELS: Record<ImportKind, string> = { products: 'Products', laptops: 'Laptop models' };

/** The chosen file: there, a .csv (or text/csv), at most 64 MB (the server's limit, checked before the upload). */
const fileSchema = z.custom<FileList | undefined>().transform((files, ctx) => {
  const file = files?.[0];
  if (!file) {
    ctx.addIssue({ code: 'custom', message: 'Choose a CSV file.' });
    return z.NEVER;
  }
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') {
    ctx.addIssue({ code: 'custom', message: `${file.name} is not a CSV file: choose a .csv file.` });
    return z.NEVER;
  }
  if (file.size > IMPORT_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: 'The file is larger than 64 MB: split it into smaller files.' });
    return z.NEVER;
  }
  return file;
});

const formSchema = z.object({ kind: z.enum(IMPORT_KINDS), file: fileSchema, dryRun: z.boolean() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function KindChoice({ register }: { register: UseFormRegister<FormInput> }) {
  return (
    <fieldset className="fieldset py-1">
      <legend className="fieldset-legend pt-0 pb-1 text-sm">The file holds</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {IMPORT_KINDS.map((kind) => (
          <label key={kind} className="label text-base-content cursor-pointer gap-2 text-sm">
            <input type="radio" value={kind} className="radio radio-primary radio-sm" {...register('kind')} />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Upload a CSV of products or laptop models, optionally "check only". The file stays chosen after an
 * upload, so a check can be followed by the real import of the same file.
 */
export function ImportForm({ onStarted }: { onStarted: (job: ImportJob, upload: ImportUpload) => void }) {
  const upload = useCreateImport();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { kind: 'products', file: undefined, dryRun: false },
  });
  const kind = useWatch({ control, name: 'kind' });
  const fileError = formState.errors.file?.message;

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      onStarted(await upload.mutateAsync(values), values);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The file could not be uploaded.');
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form onSubmit={submit} noValidate aria-label="Import a CSV file" className="flex flex-col gap-2">
        <KindChoice register={register} />
        <Field
          label="CSV file"
          hint={`A .csv file, 64 MB and ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows at most; the first row names the columns.`}
          error={fileError}
        >
          {(id, describedBy) => (
            <input
              id={id}
              type="file"
              accept=".csv,text/csv"
              className={`file-input w-full ${fileError ? 'file-input-error' : ''}`}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={describedBy}
              {...register('file')}
            />
          )}
        </Field>
        <label className="label text-base-content mt-1 cursor-pointer gap-2 text-sm whitespace-normal">
          <input type="checkbox" className="checkbox checkbox-primary checkbox-sm" {...register('dryRun')} />
          Check only (dry run): nothing is written
        </label>
        {error && <Alert>{error}</Alert>}
        <Button type="submit" variant="primary" className="mt-2 w-full sm:w-auto sm:self-start" busy={formState.isSubmitting}>
          Upload
        </Button>
      </form>
      <CsvColumnsHelp kind={kind} />
    </div>
  );
}
