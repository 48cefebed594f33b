import type { AttributeDefinition } from '../../../../shared/part-attributes';

/** What staff and shoppers read for each attribute (its unit follows in brackets): zod-free, for the catalog's filters too. */
const LABELS: Record<string, string> = {
  memoryType: 'Memory type',
  formFactor: 'Form factor',
  capacityGb: 'Capacity',
  speedMts: 'Speed',
  voltage: 'Voltage',
  modules: 'Modules in the kit',
  m2Key: 'M.2 key',
  lengthMm: 'Length',
  protocol: 'Protocol',
  pcieGen: 'PCIe generation',
  sizeInches: 'Screen size',
  edpPins: 'eDP connector pins',
  resolution: 'Resolution',
  refreshHz: 'Refresh rate',
  touch: 'Touch screen',
  panel: 'Panel type',
  wattHours: 'Energy',
  watts: 'Power',
  connector: 'Connector',
  usbPd: 'USB Power Delivery',
};

export const attributeLabel = (def: AttributeDefinition) => `${LABELS[def.name] ?? def.name}${def.unit ? ` (${def.unit})` : ''}`;
