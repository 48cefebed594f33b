import { z } from 'zod';
import { M2_KEYS, M2_LENGTHS, STORAGE_PROTOCOLS, RESOLUTIONS, CHARGER_CONNECTORS } from '../part-attributes.js';

/** The memory a model takes: LPDDR types are soldered (no slot). */
export const SPEC_MEMORY_TYPES = ['DDR3L', 'DDR4', 'DDR5', 'LPDDR3', 'LPDDR4', 'LPDDR4X', 'LPDDR5'] as const;
export const SPEC_MEMORY_FORM_FACTORS = ['SO-DIMM', 'soldered'] as const;
/** A storage bay: an M.2 slot, a 2.5-inch SATA bay, or a maker's own connector (no standard drive fits). */
export const SPEC_STORAGE_FORM_FACTORS = ['M.2', '2.5in', 'proprietary', 'soldered'] as const;

const n = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .min(min, { message: `${label} must be at least ${min}` })
    .max(max, { message: `${label} must be at most ${max}` });
const whole = (label: string, min: number, max: number) => n(label, min, max).int({ message: `${label} must be a whole number` });
const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { message: `${label} must be one of ${values.join(', ')}` });
const numberChoice = (label: string, values: readonly number[]) =>
  z
    .number({ message: `${label} must be a number` })
    .refine((v) => values.includes(v), { message: `${label} must be one of ${values.join(', ')}` });

export const specMemorySchema = z.object({
  type: choice('memory.type', SPEC_MEMORY_TYPES),
  formFactor: choice('memory.formFactor', SPEC_MEMORY_FORM_FACTORS),
  slots: whole('memory.slots', 0, 8),
  solderedGb: n('memory.solderedGb', 0, 256),
  maxPerSlotGb: n('memory.maxPerSlotGb', 0, 256),
  maxTotalGb: n('memory.maxTotalGb', 0, 512),
  maxSpeedMts: whole('memory.maxSpeedMts', 800, 10_000),
});

export const specStorageBaySchema = z.object({
  formFactor: choice('storage.formFactor', SPEC_STORAGE_FORM_FACTORS),
  m2Key: choice('storage.m2Key', M2_KEYS).optional(),
  lengthsMm: z.array(numberChoice('storage.lengthsMm', M2_LENGTHS)).min(1).max(4).optional(),
  protocols: z.array(choice('storage.protocols', STORAGE_PROTOCOLS)).min(1).max(2).optional(),
  pcieGen: whole('storage.pcieGen', 1, 6).optional(),
});

export const specDisplaySchema = z.object({
  sizeInches: n('display.sizeInches', 7, 21),
  edpPins: numberChoice('display.edpPins', [30, 40]),
  resolution: choice('display.resolution', RESOLUTIONS),
  refreshHz: whole('display.refreshHz', 30, 500),
  touch: z.boolean({ message: 'display.touch must be true or false' }),
});

export const specBatterySchema = z.object({
  voltage: n('battery.voltage', 3, 30),
  wattHours: n('battery.wattHours', 5, 150),
  partNumbers: z.array(z.string().trim().min(1).max(64)).max(30),
});

export const specChargingSchema = z.object({
  watts: n('charging.watts', 5, 400),
  connector: choice('charging.connector', CHARGER_CONNECTORS),
  usbPd: z.boolean({ message: 'charging.usbPd must be true or false' }),
});

/** A laptop model's specification (issue 31): what the fit rules compare a part's attributes with. Each part may be missing. */
export const laptopSpecSchema = z.object({
  memory: specMemorySchema.optional(),
  storage: z.array(specStorageBaySchema).max(6).optional(),
  display: specDisplaySchema.optional(),
  battery: specBatterySchema.optional(),
  charging: specChargingSchema.optional(),
});
export type LaptopSpec = z.infer<typeof laptopSpecSchema>;
export type SpecMemory = z.infer<typeof specMemorySchema>;
export type SpecStorageBay = z.infer<typeof specStorageBaySchema>;
export type SpecDisplay = z.infer<typeof specDisplaySchema>;
export type SpecBattery = z.infer<typeof specBatterySchema>;
export type SpecCharging = z.infer<typeof specChargingSchema>;

/** A fit answer (issue 31): the verdict, where it comes from and why, in words. */
export const FIT_SOURCES = ['listed', 'spec', 'unknown'] as const;
export const FULL_FIT_VERDICTS = ['fits', 'fits_with_adapter', 'does_not_fit', 'unknown'] as const;
export const fitAnswerSchema = z.object({
  verdict: z.enum(FULL_FIT_VERDICTS),
  source: z.enum(FIT_SOURCES),
  reasons: z.array(z.string()),
});
