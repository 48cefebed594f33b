import { describe, expect, it } from 'vitest';
import type { LaptopSpec } from '../../../../shared/schemas/laptop-spec';
import { fieldLabel, fromSpecForm, sayField, toSpecForm } from './spec-form';

describe('the laptop specification form', () => {
  it('gives back the spec it was filled from', () => {
    const spec: LaptopSpec = {
      memory: { type: 'DDR4', formFactor: 'SO-DIMM', slots: 2, solderedGb: 0, maxPerSlotGb: 32, maxTotalGb: 64, maxSpeedMts: 2400 },
      storage: [
        { formFactor: 'M.2', m2Key: 'M', lengthsMm: [2280], protocols: ['NVMe'], pcieGen: 3 },
        { formFactor: '2.5in', protocols: ['SATA'] },
      ],
      display: { sizeInches: 14, edpPins: 30, resolution: '1920x1080', refreshHz: 60, touch: false },
      battery: { voltage: 11.46, wattHours: 24, partNumbers: ['01AV421', '01AV422'] },
      charging: { watts: 65, connector: 'USB-C', usbPd: true },
    };
    expect(fromSpecForm(toSpecForm(spec))).toEqual(spec);
  });

  it('names a field in the shared schema’s messages as its label does, nested bays too', () => {
    expect(sayField('memory.maxPerSlotGb must be at most 256')).toBe('Most per slot must be at most 256');
    expect(sayField('storage.0.pcieGen must be at most 6')).toBe('PCIe generation must be at most 6');
    expect(sayField('Slots must be a number')).toBe('Slots must be a number');
    expect(fieldLabel('maxPerSlotGb')).toBe('Most per slot (GB)');
  });
});
