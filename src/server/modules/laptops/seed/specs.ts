import type {
  LaptopSpec,
  SpecBattery,
  SpecCharging,
  SpecDisplay,
  SpecMemory,
  SpecStorageBay,
} from '../../../../shared/schemas/laptop-spec.js';

/**
 * The demo models' specifications (issue 31), by seed key: written from public facts (makers' spec
 * sheets such as Lenovo's PSREF, service manuals), not copied text. What is not sure is left out,
 * so the fit answers "unknown" and names it: Apple's and Surface's panels (no standard eDP panel),
 * battery part numbers we could not confirm, the XPS 15 9520's panel.
 */
const slots = (type: SpecMemory['type'], n: number, maxPerSlotGb: number, maxSpeedMts: number, solderedGb = 0): SpecMemory => ({
  type,
  formFactor: 'SO-DIMM',
  slots: n,
  solderedGb,
  maxPerSlotGb,
  maxTotalGb: solderedGb + n * maxPerSlotGb,
  maxSpeedMts,
});
const soldered = (type: SpecMemory['type'], gb: number, maxSpeedMts: number): SpecMemory => ({
  type,
  formFactor: 'soldered',
  slots: 0,
  solderedGb: gb,
  maxPerSlotGb: 0,
  maxTotalGb: gb,
  maxSpeedMts,
});
const m2 = (pcieGen: number, protocols: SpecStorageBay['protocols'] = ['NVMe', 'SATA'], lengthsMm: number[] = [2280]): SpecStorageBay => ({
  formFactor: 'M.2',
  m2Key: 'M',
  lengthsMm,
  protocols,
  pcieGen,
});
const sataM2 = (): SpecStorageBay => ({ formFactor: 'M.2', lengthsMm: [2280], protocols: ['SATA'] });
const bay25: SpecStorageBay = { formFactor: '2.5in', protocols: ['SATA'] };
const soldStorage: SpecStorageBay[] = [{ formFactor: 'soldered' }];
const panel = (sizeInches: number, resolution: SpecDisplay['resolution'] = '1920x1080', edpPins = 30, refreshHz = 60): SpecDisplay => ({
  sizeInches,
  edpPins,
  resolution,
  refreshHz,
  touch: false,
});
const battery = (voltage: number, wattHours: number, partNumbers: string[] = []): SpecBattery => ({ voltage, wattHours, partNumbers });
const charge = (watts: number, connector: SpecCharging['connector'] = 'USB-C', usbPd = true): SpecCharging => ({ watts, connector, usbPd });

const THINKPAD_T4X0_BATTERIES = ['01AV421', '01AV422', '01AV423', '01AV424', '01AV425', '01AV426', '01AV427', 'SB10K97579'];
const X1C_BATTERIES = ['01AV429', '01AV430', '01AV431', '01AV494', 'SB10K97586'];
const T490_BATTERIES = ['02DL007', '02DL008', 'L18M3P73', 'L18L3P73'];
const XPS13_9360 = ['RNP72', '0RNP72', 'TP1GT', 'PW23Y'];
const XPS13_9370 = ['DXGH8', '0DXGH8', 'G8VCF'];
const XPS15_95X0 = ['6GTPY', '5XJ28', '4GVGH'];
const HP_840_G5 = ['TT03XL', '933322-855', 'HSTNN-LB8J'];

export const seedSpecs: Record<string, LaptopSpec> = {
  'lenovo-thinkpad-t470': {
    memory: slots('DDR4', 2, 16, 2133),
    storage: [m2(3), bay25],
    display: panel(14),
    battery: battery(11.46, 24, THINKPAD_T4X0_BATTERIES),
    charging: charge(65, 'Lenovo slim tip', true),
  },
  'lenovo-thinkpad-t480': {
    memory: slots('DDR4', 2, 16, 2400),
    storage: [m2(3), bay25],
    display: panel(14),
    battery: battery(11.46, 24, THINKPAD_T4X0_BATTERIES),
    charging: charge(65),
  },
  'lenovo-thinkpad-t480s': {
    memory: slots('DDR4', 1, 16, 2400, 8),
    storage: [m2(3)],
    display: panel(14),
    battery: battery(11.58, 57, ['01AV478', '01AV479', '01AV480']),
    charging: charge(65),
  },
  'lenovo-thinkpad-t490': {
    memory: slots('DDR4', 1, 32, 2666, 8),
    storage: [m2(3, ['NVMe'], [2242, 2280])],
    display: panel(14),
    battery: battery(11.52, 50, T490_BATTERIES),
    charging: charge(65),
  },
  'lenovo-thinkpad-t14-gen-1': {
    memory: slots('DDR4', 1, 32, 2666, 16),
    storage: [m2(3, ['NVMe'], [2242, 2280])],
    display: panel(14),
    battery: battery(11.52, 50, T490_BATTERIES),
    charging: charge(65),
  },
  'lenovo-thinkpad-t14-gen-3-intel': {
    memory: slots('DDR4', 1, 32, 3200, 16),
    storage: [m2(4, ['NVMe'], [2242, 2280])],
    display: panel(14, '1920x1200'),
    battery: battery(11.52, 52.5),
    charging: charge(65),
  },
  'lenovo-thinkpad-x1-carbon-gen-5': {
    memory: soldered('LPDDR3', 16, 1866),
    storage: [m2(3)],
    display: panel(14),
    battery: battery(11.58, 57, X1C_BATTERIES),
    charging: charge(65),
  },
  'lenovo-thinkpad-x1-carbon-gen-6': {
    memory: soldered('LPDDR3', 16, 2133),
    storage: [m2(3)],
    display: panel(14),
    battery: battery(11.58, 57, X1C_BATTERIES),
    charging: charge(65),
  },
  'lenovo-thinkpad-x280': {
    memory: soldered('DDR4', 16, 2400),
    storage: [m2(3)],
    display: panel(12.5),
    battery: battery(11.46, 48, ['01AV470', '01AV471', '01AV472']),
    charging: charge(65),
  },
  'lenovo-thinkpad-e480': {
    memory: slots('DDR4', 2, 16, 2400),
    storage: [m2(3), bay25],
    display: panel(14),
    battery: battery(11.1, 45, ['01AV445', '01AV446', '01AV447', '01AV448']),
    charging: charge(65, 'Lenovo slim tip', true),
  },
  'lenovo-thinkpad-e580': {
    memory: slots('DDR4', 2, 16, 2400),
    storage: [m2(3), bay25],
    display: panel(15.6),
    battery: battery(11.1, 45, ['01AV445', '01AV446', '01AV447', '01AV448']),
    charging: charge(65, 'Lenovo slim tip', true),
  },
  'lenovo-legion-5-pro-16iah7h': {
    memory: slots('DDR5', 2, 32, 4800),
    storage: [m2(4, ['NVMe']), m2(4, ['NVMe'])],
    display: panel(16, '2560x1600', 40, 165),
    battery: battery(15.52, 80),
    charging: charge(300, 'Lenovo slim tip', false),
  },
  'dell-xps-13-9360': {
    memory: soldered('LPDDR3', 16, 1866),
    storage: [m2(3)],
    display: panel(13.3),
    battery: battery(7.6, 60, XPS13_9360),
    charging: charge(45, 'Dell 4.5 mm', true),
  },
  'dell-xps-13-9370': {
    memory: soldered('LPDDR3', 16, 2133),
    storage: [m2(3, ['NVMe'])],
    display: panel(13.3),
    battery: battery(7.6, 52, XPS13_9370),
    charging: charge(45),
  },
  'dell-xps-13-9380': {
    memory: soldered('LPDDR3', 16, 2133),
    storage: [m2(3, ['NVMe'])],
    display: panel(13.3),
    battery: battery(7.6, 52, XPS13_9370),
    charging: charge(45),
  },
  'dell-xps-15-9560': {
    memory: slots('DDR4', 2, 16, 2400),
    storage: [m2(3), bay25],
    display: panel(15.6),
    battery: battery(11.4, 56, XPS15_95X0),
    charging: charge(130, 'Dell 4.5 mm', false),
  },
  'dell-xps-15-9570': {
    memory: slots('DDR4', 2, 16, 2666),
    storage: [m2(3), bay25],
    display: panel(15.6),
    battery: battery(11.4, 56, XPS15_95X0),
    charging: charge(130, 'Dell 4.5 mm', false),
  },
  'dell-xps-15-9520': {
    memory: slots('DDR5', 2, 32, 4800),
    storage: [m2(4, ['NVMe']), m2(4, ['NVMe'])],
    battery: battery(11.55, 86),
    charging: charge(130),
  },
  'dell-latitude-7490': {
    memory: slots('DDR4', 2, 16, 2400),
    storage: [m2(3, ['NVMe', 'SATA'], [2230, 2280])],
    display: panel(14),
    battery: battery(7.6, 60),
    charging: charge(65, 'Dell 7.4 mm', true),
  },
  'dell-latitude-5490': {
    memory: slots('DDR4', 2, 16, 2400),
    storage: [m2(3), bay25],
    display: panel(14),
    battery: battery(7.6, 68, ['GJKNX', '0GJKNX']),
    charging: charge(65, 'Dell 7.4 mm', true),
  },
  'dell-latitude-5400': {
    memory: slots('DDR4', 2, 16, 2400),
    storage: [m2(3, ['NVMe', 'SATA'], [2230, 2280])],
    display: panel(14),
    charging: charge(65, 'Dell 4.5 mm', true),
  },
  'dell-inspiron-15-5570': {
    memory: slots('DDR4', 2, 16, 2400),
    storage: [m2(3), bay25],
    display: panel(15.6),
    battery: battery(11.4, 42, ['70N2F', '070N2F']),
    charging: charge(45, 'Dell 4.5 mm', false),
  },
  'hp-elitebook-840-g5': {
    memory: slots('DDR4', 2, 16, 2400),
    storage: [m2(3)],
    display: panel(14),
    battery: battery(11.55, 50, HP_840_G5),
    charging: charge(65, 'HP 4.5 mm', true),
  },
  'hp-elitebook-840-g6': {
    memory: slots('DDR4', 2, 16, 2400),
    storage: [m2(3)],
    display: panel(14),
    battery: battery(11.55, 50, [...HP_840_G5, 'SS03XL']),
    charging: charge(65, 'HP 4.5 mm', true),
  },
  'hp-elitebook-850-g5': {
    memory: slots('DDR4', 2, 16, 2400),
    storage: [m2(3)],
    display: panel(15.6),
    battery: battery(11.55, 50, HP_840_G5),
    charging: charge(65, 'HP 4.5 mm', true),
  },
  'hp-probook-450-g5': {
    memory: slots('DDR4', 2, 16, 2400),
    storage: [m2(3), bay25],
    display: panel(15.6),
    battery: battery(11.4, 48, ['HT03XL', 'HSTNN-LB7X']),
    charging: charge(45, 'HP 4.5 mm', false),
  },
  'hp-probook-450-g7': {
    memory: slots('DDR4', 2, 16, 2666),
    storage: [m2(3), bay25],
    display: panel(15.6),
    battery: battery(11.4, 45, ['HT03XL', 'HSTNN-LB7X']),
    charging: charge(45, 'HP 4.5 mm', false),
  },
  'apple-macbook-pro-13-2016-2tb3': {
    memory: soldered('LPDDR3', 16, 1866),
    storage: [{ formFactor: 'proprietary' }],
    battery: battery(11.41, 54.5, ['A1713']),
    charging: charge(61),
  },
  'apple-macbook-pro-13-2016-4tb3': {
    memory: soldered('LPDDR3', 16, 2133),
    storage: soldStorage,
    battery: battery(11.41, 49.2, ['A1819']),
    charging: charge(61),
  },
  'apple-macbook-pro-13-2017-2tb3': {
    memory: soldered('LPDDR3', 16, 2133),
    storage: [{ formFactor: 'proprietary' }],
    battery: battery(11.41, 54.5, ['A1713']),
    charging: charge(61),
  },
  'apple-macbook-pro-13-2017-4tb3': {
    memory: soldered('LPDDR3', 16, 2133),
    storage: soldStorage,
    battery: battery(11.41, 49.2, ['A1819']),
    charging: charge(61),
  },
  'apple-macbook-pro-13-2018': {
    memory: soldered('LPDDR3', 16, 2133),
    storage: soldStorage,
    battery: battery(11.41, 58, ['A1964']),
    charging: charge(61),
  },
  'apple-macbook-pro-13-2019-2tb3': {
    memory: soldered('LPDDR3', 16, 2133),
    storage: soldStorage,
    battery: battery(11.41, 58.2, ['A2171']),
    charging: charge(61),
  },
  'apple-macbook-pro-15-2018': {
    memory: soldered('DDR4', 32, 2400),
    storage: soldStorage,
    battery: battery(11.4, 83.6, ['A1953']),
    charging: charge(87),
  },
  'apple-macbook-air-13-2017': {
    memory: soldered('LPDDR3', 8, 1600),
    storage: [{ formFactor: 'proprietary' }],
    battery: battery(7.6, 54, ['A1496']),
    charging: charge(45, 'MagSafe 2', false),
  },
  'apple-macbook-air-13-2018': { memory: soldered('LPDDR3', 16, 2133), storage: soldStorage, charging: charge(30) },
  'apple-macbook-air-13-2019': { memory: soldered('LPDDR3', 16, 2133), storage: soldStorage, charging: charge(30) },
  'asus-zenbook-ux430ua': {
    memory: soldered('LPDDR3', 16, 2133),
    storage: [sataM2()],
    display: panel(14),
    battery: battery(11.55, 50, ['C31N1620']),
    charging: charge(45, 'ASUS 4.0 mm', false),
  },
  'asus-zenbook-ux330ua': {
    memory: soldered('LPDDR3', 8, 1866),
    storage: [sataM2()],
    display: panel(13.3),
    battery: battery(11.55, 57, ['C31N1602']),
    charging: charge(45, 'ASUS 4.0 mm', false),
  },
  'asus-vivobook-s15-s510ua': {
    memory: slots('DDR4', 1, 16, 2400, 4),
    storage: [sataM2(), bay25],
    display: panel(15.6),
    battery: battery(11.52, 42, ['B31N1637']),
    charging: charge(45, 'ASUS 4.0 mm', false),
  },
  'acer-aspire-5-a515-51': {
    memory: slots('DDR4', 1, 16, 2400, 4),
    storage: [m2(3), bay25],
    display: panel(15.6),
    battery: battery(15.2, 48, ['AC14B8K']),
    charging: charge(45, 'Acer 5.5 mm', false),
  },
  'acer-swift-3-sf314-52': {
    memory: soldered('LPDDR3', 8, 1866),
    storage: [m2(3)],
    display: panel(14),
    battery: battery(7.7, 48, ['AP16M5J']),
  },
  'microsoft-surface-laptop-2': {
    memory: soldered('LPDDR3', 16, 1866),
    storage: soldStorage,
    charging: charge(44, 'Surface Connect', false),
  },
  'microsoft-surface-laptop-3': {
    memory: soldered('LPDDR4X', 16, 3733),
    storage: [m2(3, ['NVMe'], [2230])],
    charging: charge(65, 'Surface Connect', true),
  },
};
