import type { LaptopSpec } from '../../../../shared/schemas/laptop-spec';

/**
 * A laptop's specification as its form holds it (issue 31): numbers as typed text, each section
 * with "known" (an unknown section is left out of the spec, so fit by it answers "unknown").
 */
export interface SpecForm {
  memory: {
    known: boolean;
    type: string;
    formFactor: string;
    slots: string;
    solderedGb: string;
    maxPerSlotGb: string;
    maxTotalGb: string;
    maxSpeedMts: string;
  };
  storage: { formFactor: string; m2Key: string; lengthsMm: string[]; protocols: string[]; pcieGen: string }[];
  display: { known: boolean; sizeInches: string; edpPins: string; resolution: string; refreshHz: string; touch: boolean };
  battery: { known: boolean; voltage: string; wattHours: string; partNumbers: string };
  charging: { known: boolean; watts: string; connector: string; usbPd: boolean };
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
/** Typed text to a number; empty is undefined (the schema then says the field is needed). */
const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
const optional = (s: string) => (s === '' ? undefined : s);

export const EMPTY_BAY: SpecForm['storage'][number] = {
  formFactor: 'M.2',
  m2Key: 'M',
  lengthsMm: ['2280'],
  protocols: ['NVMe'],
  pcieGen: '',
};

/** The form's starting values from the model's spec (null: nothing known yet). */
export function toSpecForm(spec: LaptopSpec | null): SpecForm {
  const { memory: m, display: d, battery: b, charging: c } = spec ?? {};
  return {
    memory: {
      known: Boolean(m),
      type: m?.type ?? 'DDR4',
      formFactor: m?.formFactor ?? 'SO-DIMM',
      slots: text(m?.slots),
      solderedGb: text(m?.solderedGb ?? 0),
      maxPerSlotGb: text(m?.maxPerSlotGb),
      maxTotalGb: text(m?.maxTotalGb),
      maxSpeedMts: text(m?.maxSpeedMts),
    },
    storage: (spec?.storage ?? []).map((bay) => ({
      formFactor: bay.formFactor,
      m2Key: bay.m2Key ?? '',
      lengthsMm: (bay.lengthsMm ?? []).map(String),
      protocols: [...(bay.protocols ?? [])],
      pcieGen: text(bay.pcieGen),
    })),
    display: {
      known: Boolean(d),
      sizeInches: text(d?.sizeInches),
      edpPins: text(d?.edpPins ?? 30),
      resolution: d?.resolution ?? '1920x1080',
      refreshHz: text(d?.refreshHz ?? 60),
      touch: d?.touch ?? false,
    },
    battery: {
      known: Boolean(b),
      voltage: text(b?.voltage),
      wattHours: text(b?.wattHours),
      partNumbers: (b?.partNumbers ?? []).join(', '),
    },
    charging: { known: Boolean(c), watts: text(c?.watts), connector: c?.connector ?? 'USB-C', usbPd: c?.usbPd ?? true },
  };
}

/** What the form sends: the known sections only, numbers as numbers (the shared schema checks it). */
export function fromSpecForm(f: SpecForm): Record<string, unknown> {
  const { memory: m, display: d, battery: b, charging: c } = f;
  const isM2 = (bay: SpecForm['storage'][number]) => bay.formFactor === 'M.2';
  return {
    ...(m.known
      ? {
          memory: {
            type: m.type,
            formFactor: m.formFactor,
            slots: num(m.slots),
            solderedGb: num(m.solderedGb),
            maxPerSlotGb: num(m.maxPerSlotGb),
            maxTotalGb: num(m.maxTotalGb),
            maxSpeedMts: num(m.maxSpeedMts),
          },
        }
      : {}),
    ...(f.storage.length > 0
      ? {
          storage: f.storage.map((bay) => ({
            formFactor: bay.formFactor,
            ...(isM2(bay) ? { m2Key: optional(bay.m2Key), lengthsMm: bay.lengthsMm.map(Number) } : {}),
            ...(bay.protocols.length > 0 ? { protocols: bay.protocols } : {}),
            ...(bay.pcieGen.trim() ? { pcieGen: num(bay.pcieGen) } : {}),
          })),
        }
      : {}),
    ...(d.known
      ? {
          display: {
            sizeInches: num(d.sizeInches),
            edpPins: num(d.edpPins),
            resolution: d.resolution,
            refreshHz: num(d.refreshHz),
            touch: d.touch,
          },
        }
      : {}),
    ...(b.known
      ? {
          battery: {
            voltage: num(b.voltage),
            wattHours: num(b.wattHours),
            partNumbers: b.partNumbers
              .split(/[,;\n]+/)
              .map((s) => s.trim())
              .filter(Boolean),
          },
        }
      : {}),
    ...(c.known ? { charging: { watts: num(c.watts), connector: c.connector, usbPd: c.usbPd } } : {}),
  };
}

/** Each field's name on the form (with its unit): its label, and the subject of the shared schema's messages about it. */
const FIELDS = {
  type: ['Type'],
  formFactor: ['Form factor'],
  slots: ['Slots'],
  solderedGb: ['Soldered memory', 'GB'],
  maxPerSlotGb: ['Most per slot', 'GB'],
  maxTotalGb: ['Most in total', 'GB'],
  maxSpeedMts: ['Fastest speed', 'MT/s'],
  m2Key: ['M.2 key'],
  lengthsMm: ['Lengths', 'mm'],
  protocols: ['Protocols'],
  pcieGen: ['PCIe generation'],
  sizeInches: ['Size', 'inches'],
  edpPins: ['eDP pins'],
  resolution: ['Resolution'],
  refreshHz: ['Refresh rate', 'Hz'],
  voltage: ['Voltage', 'V'],
  wattHours: ['Capacity', 'Wh'],
  partNumbers: ['OEM part numbers'],
  watts: ['Watts'],
  connector: ['Connector'],
} as const satisfies Record<string, readonly [string] | readonly [string, string]>;
export type SpecField = keyof typeof FIELDS;

/** A field's label as the form shows it: "Most per slot (GB)". */
export function fieldLabel(field: SpecField): string {
  const [name, unit] = FIELDS[field] as readonly [string, string?];
  return unit ? `${name} (${unit})` : name;
}

/** The shared schema's message as the form says it: "memory.maxPerSlotGb must be at most 256" → "Most per slot must be at most 256". */
export const sayField = (message: string | undefined) =>
  message?.replace(/^(?:\w+\.)+(\w+)/, (whole, key: string) => (key in FIELDS ? FIELDS[key as SpecField][0] : whole));
