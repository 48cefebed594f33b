import type { SeedBlog } from './types.js';

/** Demo blog posts: practical guides for laptop owners. */
export const seedBlogs: SeedBlog[] = [
  {
    img: '/images/blogs/how-to-pick-laptop-ram.svg',
    title: 'How to pick the right RAM for your laptop',
    description: 'DDR4 or DDR5, 2666 or 3200, one stick or two? A short guide to buying memory that actually fits and runs at full speed.',
    dec: 'Start by finding out what your laptop already has. Tools such as CPU-Z on Windows or "sudo dmidecode -t memory" on Linux show the memory generation, speed and how many slots are in use. Laptop memory uses the small SO-DIMM form factor, and DDR4 and DDR5 modules are keyed differently, so one will not physically fit the other. Some thin machines, like the XPS 13 9360 or the ThinkPad X1 Carbon, have memory soldered to the board and cannot be upgraded at all, so check before you order.',
    dec1: 'Speed matters less than you might think: a faster module simply runs at the highest speed your processor supports, so buying 3200 MT/s RAM for a 2400 MT/s laptop is safe and often cheaper. What matters more is running two matching modules for dual-channel mode, which can noticeably improve integrated graphics performance. For everyday work 16GB is the comfortable sweet spot today, while 32GB makes sense for virtual machines, photo editing or large spreadsheets. Finally, keep the old module; it is handy for troubleshooting if anything goes wrong.',
  },
  {
    img: '/images/blogs/replacing-a-laptop-battery-safely.svg',
    title: 'Replacing a laptop battery safely',
    description: 'Lithium batteries store a lot of energy. Here is how to swap one without damaging your laptop, or yourself.',
    dec: 'Before opening anything, shut the laptop down completely and unplug the charger. If your BIOS offers a "disable built-in battery" option, as most ThinkPads and Latitudes do, use it: it cuts power to the board so you cannot short anything while working. Ideally drain the old battery to about 25 percent first, because a partly discharged cell is far less dangerous if it is accidentally punctured. Work on a clean, non-metallic surface and use plastic opening tools rather than screwdrivers near the cells.',
    dec1: 'Never bend, puncture or heat a swollen battery. If the old pack is bulging, lifting the touchpad or the case, remove it gently and put it in a fireproof container or a bucket of sand until you can recycle it. Glued batteries, such as those in the MacBook Pro 13 A1708, need a few drops of isopropyl alcohol under the adhesive rather than force. After fitting the new pack, let it charge fully to 100 percent and then run it down once so the laptop can calibrate its charge gauge. Old batteries belong at an electronics recycling point, never in household waste.',
  },
  {
    img: '/images/blogs/ssd-upgrade-guide.svg',
    title: 'SSD upgrade guide: SATA, NVMe and M.2 explained',
    description:
      'An SSD is the single biggest speed boost an older laptop can get. Learn which drive your machine takes and how to move your data across.',
    dec: 'M.2 is just a physical shape, not a speed. An M.2 slot may accept SATA drives, NVMe drives or both, and the length code matters too: 2280 means 22 mm wide and 80 mm long, while compact laptops may only fit 2242 or 2230 drives. Older laptops with a 2.5-inch bay take standard SATA SSDs, which are already five times faster than a spinning hard drive. Check your laptop manual or the existing drive label before buying, and note whether the slot is keyed for NVMe (M key) or SATA (B+M key).',
    dec1: 'To keep your existing system, clone the old drive to the new one with a USB enclosure and a free tool such as Clonezilla or Macrium Reflect, then swap them over. If you prefer a fresh start, create a Windows or Linux installer on a USB stick and install onto the new SSD. After the swap, check the drive shows up in the BIOS, enable TRIM if your system does not do it automatically, and update the SSD firmware. A PCIe 4.0 drive works in a PCIe 3.0 laptop, it simply runs at the slower speed, so there is no harm in buying the newer model.',
  },
  {
    img: '/images/blogs/keeping-laptop-fans-clean.svg',
    title: 'Keeping your laptop fans clean and quiet',
    description:
      'Dust is the main reason laptops get loud and slow. A ten-minute clean every year can lower temperatures by ten degrees or more.',
    dec: 'Laptop coolers work like a small vacuum cleaner: the blower fan pulls air through the case and pushes it through thin copper fins, and over time those fins collect a felt-like mat of dust. Symptoms include a fan that spins loudly even when idle, a hot keyboard, and a processor that slows down under load. To clean it, power off, unplug the charger, disable the internal battery and remove the bottom cover. Hold the fan still with a finger or toothpick while you blow compressed air through the fins, because spinning it too fast can damage the bearing.',
    dec1: 'If the fan grinds, rattles or stops spinning, cleaning will not help and it is time to replace it; most laptop fans are held by two or three screws and a small 4-pin connector. While the cooler is out, consider replacing the thermal paste, as the original paste dries out after three or four years. Clean both surfaces with isopropyl alcohol, apply a pea-sized drop, and tighten the heatsink screws in the numbered order printed next to them. Use the laptop on a hard surface afterwards: beds and sofas block the air intakes underneath.',
  },
  {
    img: '/images/blogs/choosing-a-replacement-screen.svg',
    title: 'Choosing a replacement laptop screen',
    description:
      'Cracked display or dead pixels? Matching the part number, connector and resolution is the key to a screen swap that just works.',
    dec: 'The most reliable way to find the right panel is to read the label on the back of your current screen, which lists the exact model number such as N140HCA-EAB or B156HAN02.1. If you cannot open the lid, search for your laptop model plus "LCD" and compare size, resolution, connector pin count (usually 30-pin or 40-pin eDP) and whether the panel has mounting brackets or is a slim bracketless type. Touch screens and non-touch screens are usually not interchangeable, because touch models use a different digitizer cable and sometimes a thicker glass layer.',
    dec1: 'Often you can upgrade while you repair: many business laptops that shipped with a dim 1366x768 TN panel accept a brighter Full HD IPS panel with the same connector. Check forums for your model to confirm before buying. During installation, disconnect the battery, remove the bezel gently with a plastic pry tool and unplug the eDP cable by pulling its tab, never the wires. Test the new panel before you snap the bezel back on, and inspect it for dead pixels within the warranty period, which is usually six months.',
  },
  {
    img: '/images/blogs/charger-wattage-explained.svg',
    title: 'Charger wattage explained: can I use a different adapter?',
    description: 'Volts, amps and watts made simple, plus why a 45W USB-C charger may charge your laptop slowly or not at all.',
    dec: 'A charger has three numbers that matter: voltage, current and wattage, where watts equal volts multiplied by amps. The voltage must match what your laptop expects, for example 19.5 V for many Dell barrel-plug models or 20 V for Lenovo slim-tip adapters. The wattage should be equal to or higher than the original: a 90 W adapter on a laptop that shipped with 65 W is perfectly safe, because the laptop only draws what it needs. A weaker adapter may charge very slowly, stop charging under load, or trigger a warning at boot.',
    dec1: 'USB-C Power Delivery makes this easier, since the charger and laptop negotiate the voltage automatically. Most 13- and 14-inch laptops are happy with 65 W, while larger performance machines need 90 W or more and will charge slowly on a smaller brick. Barrel-plug chargers from Dell and HP also carry a thin ID pin that tells the laptop the adapter rating; a cheap copy without a working ID chip can leave the battery stuck at 0 percent. Always buy adapters with proper certification marks, and replace any charger with a frayed cable or a damaged plug.',
  },
];
