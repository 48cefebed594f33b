import { useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { UploadResult } from '../../../../shared/schemas/product';
import { imageRefSchema } from '../../../../shared/schemas/common';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const PLACEHOLDER = '/images/placeholder-product.svg';

interface ImageUploadProps {
  /** The image field's current value (a path on this site or an http(s) URL). */
  value: string;
  /** The "Image URL" text box, registered with the form. */
  urlInput: UseFormRegisterReturn<'img'>;
  /** The form's own message for the field (e.g. not a URL). */
  error?: string;
  onUpload: (file: File) => Promise<UploadResult>;
  /** An upload finished: the form's image field takes its path. */
  onUploaded: (img: string) => void;
  onBusyChange: (busy: boolean) => void;
}

function Preview({ src }: { src: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = src && src !== broken && imageRefSchema.safeParse(src).success ? src : '';
  return (
    <figure className="bg-base-200 rounded-box border-base-300 h-30 w-40 shrink-0 overflow-hidden border">
      <img
        src={shown || PLACEHOLDER}
        alt={shown ? 'Preview of the product image' : 'No image yet'}
        width={160}
        height={120}
        onError={() => setBroken(src)}
        className="h-full w-full object-cover"
        data-testid="image-preview"
      />
    </figure>
  );
}

/** Uploads the chosen file; another file chosen while one uploads wins (only the last choice counts). */
function useImageUpload({ onUpload, onUploaded, onBusyChange }: Pick<ImageUploadProps, 'onUpload' | 'onUploaded' | 'onBusyChange'>) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const latest = useRef(0);

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const turn = ++latest.current;
    setUploadError(null);
    setUploading(true);
    onBusyChange(true);
    try {
      const { img } = await onUpload(file);
      if (turn === latest.current) onUploaded(img);
    } catch (e) {
      if (turn === latest.current) {
        setUploadError(e instanceof Error ? e.message : 'The image could not be uploaded.');
        input.value = '';
      }
    } finally {
      if (turn === latest.current) {
        setUploading(false);
        onBusyChange(false);
      }
    }
  };
  return { uploading, uploadError, onFile };
}

interface FileFieldProps {
  id: string;
  uploading: boolean;
  uploadError: string | null;
  onFile: (input: HTMLInputElement) => Promise<void>;
}

function FileField({ id, uploading, uploadError, onFile }: FileFieldProps) {
  return (
    <div>
      <label htmlFor={`${id}-file`} className="mb-1 block text-sm">
        Upload image
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={ACCEPT}
        className={`file-input w-full ${uploadError ? 'file-input-error' : ''}`}
        onChange={(e) => void onFile(e.currentTarget)}
        aria-invalid={uploadError ? true : undefined}
        aria-describedby={`${id}-file-hint${uploadError ? ` ${id}-file-error` : ''}`}
      />
      <p id={`${id}-file-hint`} className="text-base-content/70 mt-1 flex items-center gap-2 text-xs">
        {uploading && <Spinner size="xs" />}
        {uploading ? 'Uploading…' : 'JPEG, PNG or WebP, 5 MB at most.'}
      </p>
      {uploadError && (
        <Alert id={`${id}-file-error`} className="mt-1" data-testid="upload-error">
          {uploadError}
        </Alert>
      )}
    </div>
  );
}

function UrlField({ id, urlInput, error }: { id: string } & Pick<ImageUploadProps, 'urlInput' | 'error'>) {
  return (
    <div>
      <label htmlFor={`${id}-url`} className="mb-1 block text-sm">
        Image URL
      </label>
      <input
        id={`${id}-url`}
        type="text"
        inputMode="url"
        placeholder="https://… or /images/…"
        className={`input w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-url-hint${error ? ` ${id}-url-error` : ''}`}
        {...urlInput}
      />
      <p id={`${id}-url-hint`} className="text-base-content/70 mt-1 text-xs">
        Or type the address of an image. An upload fills this in.
      </p>
      {error && (
        <p id={`${id}-url-error`} className="text-error mt-1 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The product image: upload a file (JPEG, PNG or WebP, 5 MB at most; the server checks the
 * content) or type an image address. The preview shows whichever the field now holds.
 */
export function ImageUpload({ value, urlInput, error, onUpload, onUploaded, onBusyChange }: ImageUploadProps) {
  const id = useId();
  const { uploading, uploadError, onFile } = useImageUpload({ onUpload, onUploaded, onBusyChange });
  return (
    <fieldset className="fieldset py-1 md:col-span-2">
      <legend className="fieldset-legend pt-0 pb-1 text-sm">Image</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Preview src={value} />
        <div className="flex min-w-0 grow flex-col gap-3">
          <FileField id={id} uploading={uploading} uploadError={uploadError} onFile={onFile} />
          <UrlField id={id} urlInput={urlInput} error={error} />
        </div>
      </div>
    </fieldset>
  );
}
