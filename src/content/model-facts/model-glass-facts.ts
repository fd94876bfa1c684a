import type { ModelGlassFactsTable } from './types';

/**
 * Per-model windshield facts, recorded only where they can be stated with confidence.
 * Models missing from this table stay reachable but are not indexed.
 */
export const MODEL_GLASS_FACTS: ModelGlassFactsTable = {
  // Tesla
  'tesla/model-3': {
    bodyStyle: 'sedan',
    years: '2017 to today',
    forwardCamera: { system: 'Tesla Autopilot forward cameras', fitted: 'every car, all years' },
    notes:
      "The Model 3 windshield runs almost straight into the glass roof, and the Autopilot camera housing is bonded to the glass at the top center, so the replacement has to arrive with the correct bracket already fitted. Once the new glass is in, the car re-aims its cameras by itself over a stretch of driving, and some Autopilot functions stay unavailable until that is done. Tesla has changed the camera hardware during the model's life, including with the 2024 refresh, so the VIN is the surest way to order the right part.",
  },
  'tesla/model-y': {
    bodyStyle: 'SUV',
    years: '2020 to today',
    forwardCamera: { system: 'Tesla Autopilot forward cameras', fitted: 'every car, all years' },
    notes:
      'The Model Y has a tall, steeply raked windshield that meets a fixed glass roof, with the forward cameras in a bonded housing near the top edge. After a replacement the camera calibration starts over and completes on its own once the car has been driven on well-marked roads. Because the forward camera hardware has been updated over the years, share the VIN when booking so the bracket on the new glass matches.',
  },
  'tesla/model-s': {
    bodyStyle: 'sedan',
    years: '2012 to today',
    forwardCamera: {
      system: 'Tesla Autopilot forward cameras',
      fitted: 'cars built from late 2014 onward; the earliest cars have none',
    },
    notes:
      'Early Model S cars built before the Autopilot hardware arrived in late 2014 have plain glass with nothing fixed behind the mirror, while later cars carry the camera housing bonded high in the middle of the windshield. The windshield is wide and sweeps down toward a low hood. Knowing the build date tells us which of the two versions your car needs.',
  },
  'tesla/model-x': {
    bodyStyle: 'SUV',
    years: '2016 to today',
    forwardCamera: { system: 'Tesla Autopilot forward cameras', fitted: 'every car, all years' },
    notes:
      'The Model X panoramic windshield curves up over the front seats, so it is a heavy, oversized piece that takes several people and careful setting. The sun visors clip magnetically to the pillars because there is no conventional header above the glass. The Autopilot cameras sit in a housing bonded to the windshield and recalibrate by themselves after the car is driven.',
  },
  'tesla/cybertruck': {
    bodyStyle: 'pickup',
    years: '2024 to today',
    forwardCamera: { system: 'Tesla forward cameras', fitted: 'every truck' },
    notes:
      'The Cybertruck has a broad, sharply angled windshield cleared by a single long wiper blade. Its forward cameras are grouped in one housing close to the roofline. Supply of this windshield is still limited, so availability is checked before any appointment is set.',
  },

  // Toyota
  'toyota/camry': {
    bodyStyle: 'sedan',
    years: '2018 to today',
    forwardCamera: {
      system: 'Toyota Safety Sense',
      fitted:
        'standard on every trim: TSS-P for 2018-2020, TSS 2.5+ from 2021, TSS 3.0 on the 2025 redesign',
    },
    headUpDisplay: 'available on upper trims',
    notes:
      'The Camry windshield is long and laid back to follow the low roofline, and every car since 2018 has a Toyota Safety Sense camera clipped into a bracket at the mirror. Sedans ordered with the head-up display take a special HUD windshield that looks almost identical to the standard one until the image is projected. When booking, mention whether your Camry shows its speed as a reflection on the glass.',
  },
  'toyota/corolla': {
    bodyStyle: 'sedan',
    years: '2020 to today',
    forwardCamera: {
      system: 'Toyota Safety Sense',
      fitted: 'standard on every sedan: TSS 2.0 from 2020, TSS 3.0 from 2023',
    },
    notes:
      'On 2020 and later Corolla sedans, the camera box is centered beneath the roof lining, and the system moved to TSS 3.0 for 2023, so the model year matters when the glass is ordered. The Corolla Hatchback and the Corolla Cross are separate vehicles with their own windshields, so let us know exactly which Corolla you drive.',
  },
  'toyota/rav4': {
    bodyStyle: 'SUV',
    years: '2019-2025',
    forwardCamera: {
      system: 'Toyota Safety Sense 2.0 (2.5 from 2023)',
      fitted: 'standard on every trim, including the Hybrid and Prime',
    },
    notes:
      'This generation of RAV4 stands its windshield more upright than most compact SUVs, and highway rock chips are among the most common damage we hear about. Every one of these RAV4s, gas, hybrid or plug-in, carries its Toyota Safety Sense camera in a housing up by the mirror. Some trims also heat the strip where the wipers rest, so look for a wiper de-icer button on the dash before you call.',
  },
  'toyota/prius': {
    bodyStyle: 'hatchback',
    years: '2023 to today',
    forwardCamera: { system: 'Toyota Safety Sense 3.0', fitted: 'standard on every trim' },
    notes:
      'The fifth-generation Prius has an unusually low, shallow windshield that stretches far forward over the dashboard, which makes it a long piece of glass for a compact car. TSS 3.0 comes on every Prius, its camera centered near the roof. The plug-in Prius Prime uses the same basic body, so tell us which version you have when booking.',
  },
  'toyota/tacoma': {
    bodyStyle: 'pickup',
    years: '2016 to today',
    forwardCamera: {
      system: 'Toyota Safety Sense',
      fitted:
        'standard from 2018 (TSS-P through 2023, TSS 3.0 on the 2024 redesign); 2016-2017 trucks have none',
    },
    notes:
      'Tacoma windshields take a lot of gravel, especially on trucks with bigger tires that leave the pavement. Trucks from 2018 onward have a camera mounted behind the mirror, while 2016 and 2017 trucks take a plain windshield. Glass for the 2024 redesign is not interchangeable with the earlier truck, so start by giving us the model year.',
  },
  'toyota/tundra': {
    bodyStyle: 'pickup',
    years: '2018 to today',
    forwardCamera: {
      system: 'Toyota Safety Sense',
      fitted: 'standard on every truck: TSS-P for 2018-2021, TSS 2.5 on the 2022 redesign',
    },
    headUpDisplay: 'available on upper trims of the 2022 and later truck',
    notes:
      'Tundra windshields are tall and broad, and since 2018 every truck carries a TSS camera on its glass. The 2022 redesign brought a new cab and new glass, and its upper trims offer a projected speed display that only works properly with the HUD windshield. Give us the trim name along with the year so the order is right the first time.',
  },
  'toyota/highlander': {
    bodyStyle: 'SUV',
    years: '2020 to today',
    forwardCamera: {
      system: 'Toyota Safety Sense 2.0 (2.5+ from 2023)',
      fitted: 'standard on every trim',
    },
    headUpDisplay: 'available on the Platinum trim',
    notes:
      'The Highlander windshield is wide and gently raked, and Platinum models can beam speed and navigation information onto it, which calls for the head-up display version of the glass. The camera behind the mirror is standard on every trim and gets recalibrated whenever the glass changes. The larger Grand Highlander is a separate model and does not share this windshield.',
  },
  'toyota/sienna': {
    bodyStyle: 'minivan',
    years: '2021 to today',
    forwardCamera: { system: 'Toyota Safety Sense 2.0', fitted: 'standard on every trim' },
    notes:
      'Every Sienna from 2021 on is a hybrid with Toyota Safety Sense as standard, and its camera sits high on a very large, forward-reaching windshield. The bottom edge of the glass is far from the driver, over a deep dashboard, so setting it takes care. Minivans also have big sliding-door and rear quarter windows, so describe exactly which piece of glass is broken.',
  },
  'toyota/4runner': {
    bodyStyle: 'SUV',
    years: '2020 to today',
    forwardCamera: {
      system: 'Toyota Safety Sense',
      fitted: 'standard: TSS-P on 2020-2024 trucks, TSS 3.0 on the 2025 redesign',
    },
    notes:
      'A 4Runner windshield is short and stands nearly straight up, so flying stones meet it almost head on. Toyota Safety Sense became standard for 2020, so trucks from that year forward have a camera behind the mirror, while earlier fifth-generation trucks do not. The redesigned 2025 4Runner uses new glass, so confirm your model year when booking.',
  },

  // Honda
  'honda/civic': {
    bodyStyle: 'sedan',
    years: '2022 to today',
    forwardCamera: {
      system: 'Honda Sensing',
      fitted: 'standard on every trim, including Si and Type R',
    },
    notes:
      'The eleventh-generation Civic has a low, steeply sloped windshield with the Honda Sensing camera mounted close to the mirror base. Because every version of this generation has the camera, including the Si and Type R, each replacement is followed by camera aiming. Both sedans and hatchbacks are common, so mention which one is in your driveway.',
  },
  'honda/accord': {
    bodyStyle: 'sedan',
    years: '2018 to today',
    forwardCamera: { system: 'Honda Sensing', fitted: 'standard on every trim' },
    headUpDisplay: 'Touring trim',
    notes:
      'Every Accord from 2018 has the Honda Sensing camera behind the glass, and the Touring trim projects information through a head-up display that depends on a special windshield. The glass is broad and sits at a shallow angle over a long dash. Let us know your trim, because a Touring and a lower trim of the same year do not take the same windshield.',
  },
  'honda/cr-v': {
    bodyStyle: 'SUV',
    years: '2017 to today',
    forwardCamera: {
      system: 'Honda Sensing',
      fitted: 'EX and higher trims for 2017-2019; standard on every trim from 2020',
    },
    notes:
      'On 2017 to 2019 CR-Vs only the EX and higher trims came with Honda Sensing, so a base LX from those years has a plain windshield. From 2020 every CR-V has the camera, and the 2023 redesign brought a new windshield shape. If you are unsure which you have, look for a camera housing behind the rearview mirror.',
  },
  'honda/hr-v': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: { system: 'Honda Sensing', fitted: 'standard on every trim' },
    notes:
      'The second-generation HR-V, sold from 2023, shares its underpinnings with the current Civic and has Honda Sensing on every trim. The windshield is compact but steeply angled, and the camera housing is centered just below the headliner. Earlier HR-Vs are a different body and need a different part.',
  },
  'honda/pilot': {
    bodyStyle: 'SUV',
    years: '2019 to today',
    forwardCamera: { system: 'Honda Sensing', fitted: 'standard on every trim' },
    notes:
      'Honda Sensing is standard on every Pilot from 2019, so the camera near the mirror is aimed again after each replacement. The larger 2023 redesign takes a different windshield from the 2019 to 2022 models. Pilots cover a lot of highway miles, and a chip in glass this size tends to spread if it is left for long.',
  },
  'honda/odyssey': {
    bodyStyle: 'minivan',
    years: '2021 to today',
    forwardCamera: { system: 'Honda Sensing', fitted: 'standard on every trim' },
    notes:
      'Every Odyssey from the 2021 update carries Honda Sensing, with its camera just behind the mirror on a broad, heavily raked windshield. The lower edge of the glass reaches far forward under the cowl, so the old part has to come out cleanly without disturbing the trim. Sliding-door and rear glass breakage is also common on minivans, so tell us which window is affected.',
  },
  'honda/ridgeline': {
    bodyStyle: 'pickup',
    years: '2021 to today',
    forwardCamera: { system: 'Honda Sensing', fitted: 'standard on every trim' },
    notes:
      "Since its 2021 update, every Ridgeline has Honda Sensing, with the camera sitting behind the mirror. The truck rides on a unibody platform related to Honda's SUVs, and its camera is aimed after replacement just as on those models. Trucks from before 2021 did not all have the camera, so earlier Ridgelines need a VIN check.",
  },
  'honda/passport': {
    bodyStyle: 'SUV',
    years: '2019 to today',
    forwardCamera: { system: 'Honda Sensing', fitted: 'standard on every trim' },
    notes:
      'Honda Sensing has been standard on every Passport since the name returned for 2019, which means each windshield replacement ends with camera aiming. The boxier 2026 redesign does not share glass with the 2019 to 2025 model. Tell us the model year and trim when you book.',
  },
  'honda/fit': {
    bodyStyle: 'hatchback',
    years: '2015-2020',
    forwardCamera: {
      system: 'Honda Sensing',
      fitted: 'from 2018, on EX and EX-L trims and some others; none for 2015-2017',
    },
    notes:
      'The third-generation Fit has a short hood and a long, steep windshield that stretches far toward the front wheels. Honda Sensing came to the Fit for 2018, mainly on the EX and EX-L, so earlier cars and many lower trims use glass without a camera mount. Peek behind the rearview mirror: a black camera box there tells us which part to bring.',
  },

  // Ford
  'ford/f-150': {
    bodyStyle: 'pickup',
    years: '2021 to today',
    forwardCamera: {
      system: 'Ford Co-Pilot360 (Pre-Collision Assist)',
      fitted: 'standard on every 2021 and later truck',
    },
    notes:
      'Every F-150 built since the 2021 redesign has a camera module behind the mirror, held by a bracket bonded to the windshield. Upper trims add more hardware in that area, and trucks with BlueCruise rely on the same camera to follow the lane. Because the part number changes with trim and options, the VIN is the quickest way to get the right windshield.',
  },
  'ford/explorer': {
    bodyStyle: 'SUV',
    years: '2020 to today',
    forwardCamera: { system: 'Ford Co-Pilot360', fitted: 'standard on every trim' },
    notes:
      'The sixth-generation Explorer, introduced for 2020, makes Co-Pilot360 standard, putting a windshield camera in every one. The glass is large and leans back further than on many three-row SUVs. Police Interceptor Utility versions share this body and spend much of their lives on the freeway.',
  },
  'ford/escape': {
    bodyStyle: 'SUV',
    years: '2020 to today',
    forwardCamera: { system: 'Ford Co-Pilot360', fitted: 'standard on every trim' },
    headUpDisplay: 'offered on top trims such as the Titanium',
    notes:
      'The fourth-generation Escape has a lower, car-like windshield compared with the boxier model it replaced, and the Co-Pilot360 camera is standard on all of them. Top trims could be specified with a head-up display, one of the first Fords in North America to offer one, and such cars need the HUD-compatible glass. Check whether a speed readout appears on your windshield before you call.',
  },
  'ford/bronco': {
    bodyStyle: 'SUV',
    years: '2021 to today',
    forwardCamera: {
      system: 'Ford Co-Pilot360',
      fitted:
        'on Broncos equipped with Co-Pilot360 features such as Pre-Collision Assist and lane keeping',
    },
    notes:
      "The Bronco's windshield is short, upright and held in a fixed frame, and unlike the Wrangler's it does not fold down. With the roof and doors removable, the windshield and its header carry much of the load around the front of the cabin. Not every Bronco was built with the driver-assist camera, so check whether there is a housing near the mirror.",
  },
  'ford/bronco-sport': {
    bodyStyle: 'SUV',
    years: '2021 to today',
    forwardCamera: { system: 'Ford Co-Pilot360', fitted: 'standard on every trim' },
    notes:
      'The Bronco Sport is a smaller, car-based SUV with a boxy profile and a windshield that stands straighter than is usual for compact crossovers. Co-Pilot360 is standard, so its camera gets recalibrated after any replacement. Its glass is not shared with the larger Bronco.',
  },
  'ford/mustang': {
    bodyStyle: 'coupe',
    years: '2024 to today',
    forwardCamera: {
      system: 'Ford Co-Pilot360',
      fitted: 'on cars with Pre-Collision Assist and the Lane-Keeping System',
    },
    notes:
      'The seventh-generation Mustang, offered from 2024 in coupe and convertible form, has a low, fast windshield over a long dashboard. Its driver-assist camera lives in a small pod bonded near the rearview mirror. On the convertible the glass also seals against the soft top, so the header molding has to be refitted carefully.',
  },
  'ford/mustang-mach-e': {
    bodyStyle: 'SUV',
    years: '2021 to today',
    forwardCamera: {
      system: 'Ford Co-Pilot360 (BlueCruise on equipped cars)',
      fitted: 'standard on every trim',
    },
    notes:
      'The Mach-E pairs a steeply raked windshield with a big fixed panoramic roof on many trims. Its windshield camera handles lane keeping and, on cars with BlueCruise, hands-free highway driving, so an accurate calibration matters. Mention BlueCruise when booking if your car has it.',
  },
  'ford/maverick': {
    bodyStyle: 'pickup',
    years: '2022 to today',
    forwardCamera: { system: 'Ford Co-Pilot360', fitted: 'standard on every trim' },
    notes:
      'Ford gave even the base Maverick Pre-Collision Assist, which means a camera sits behind the mirror of every one of these small unibody trucks. Its glass is smaller than a full-size pickup windshield but stands fairly upright. Hybrid and gas versions share the same cab.',
  },
  'ford/transit': {
    bodyStyle: 'van',
    years: '2020 to today',
    forwardCamera: {
      system: 'Ford Co-Pilot360 (Pre-Collision Assist)',
      fitted: 'standard from the 2020 update',
    },
    notes:
      'Transit vans built after the 2020 update carry a camera high on a very tall windshield. Fleet vans spend their days in stop-and-go traffic and on the freeway, so chips and long cracks are common. Let us know the roof height and whether the van is a cutaway or chassis cab, since that helps confirm the right glass.',
  },

  // Chevrolet
  'chevrolet/silverado-1500': {
    bodyStyle: 'pickup',
    years: '2019 to today',
    forwardCamera: {
      system: 'Chevy Safety Assist',
      fitted: 'optional on 2019-2021 trucks; standard from the refreshed 2022 truck',
    },
    headUpDisplay: 'available on upper trims such as LTZ and High Country',
    notes:
      'The current Silverado 1500 has a large, fairly upright windshield, and from the 2022 refresh every truck carries a camera up by the mirror. Before that, the camera came only with certain packages, so a 2019 to 2021 truck may take a plain windshield. Trucks with the head-up display need the matching HUD glass.',
  },
  'chevrolet/equinox': {
    bodyStyle: 'SUV',
    years: '2018 to today',
    forwardCamera: {
      system: 'Chevy Safety Assist',
      fitted: 'optional for 2018-2019; standard from 2020 and on the 2025 redesign',
    },
    notes:
      'Chevy Safety Assist became standard on the Equinox for 2020, so most of these compact SUVs now have a camera just below the upper edge of the windshield. Some 2018 and 2019 models without the option packages have glass with no bracket for it. The 2025 redesign is a new body with its own glass.',
  },
  'chevrolet/tahoe': {
    bodyStyle: 'SUV',
    years: '2021 to today',
    forwardCamera: { system: 'Chevy Safety Assist', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'Every Tahoe from model year 2021 on has its forward camera fixed behind the mirror. The windshield is big and upright, and trims such as the High Country offer both a HUD and Super Cruise, each of which depends on the correct glass. Share the VIN so the part matches the options.',
  },
  'chevrolet/suburban': {
    bodyStyle: 'SUV',
    years: '2021 to today',
    forwardCamera: { system: 'Chevy Safety Assist', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      "The Suburban shares its front structure with the Tahoe, and every 2021 and later example has a windshield camera. Many are family haulers on long road trips, where a rock chip in the driver's line of sight can grow quickly. Mention a head-up display or Super Cruise when booking.",
  },
  'chevrolet/traverse': {
    bodyStyle: 'SUV',
    years: '2024 to today',
    forwardCamera: { system: 'Chevy Safety Assist', fitted: 'standard on every trim' },
    notes:
      'The third-generation Traverse, sold from 2024, has Chevy Safety Assist on every trim, so any new windshield is followed by camera calibration. Its glass is bigger and stands straighter than on the earlier Traverse. Confirm the model year first when booking.',
  },
  'chevrolet/colorado': {
    bodyStyle: 'pickup',
    years: '2023 to today',
    forwardCamera: { system: 'Chevy Safety Assist', fitted: 'standard on every trim' },
    notes:
      'The third-generation Colorado, launched for 2023, comes with Chevy Safety Assist, so every truck has a windshield camera. Off-road trims such as the ZR2 see plenty of gravel roads, and their short, steep windshield takes the hits. The glass is not interchangeable with earlier Colorados.',
  },
  'chevrolet/malibu': {
    bodyStyle: 'sedan',
    years: '2016-2025',
    forwardCamera: {
      system: 'Chevy Safety Assist / Lane Keep Assist',
      fitted: 'on cars equipped with Lane Keep Assist or Forward Collision Alert',
    },
    notes:
      'The last Malibu generation ran from 2016 until production ended, and whether a given car has a windshield camera depends on its options and year. Cars with lane keeping or forward collision alert have a camera box near the mirror; cars without either use a plain windshield. A glance behind the mirror, or the VIN, settles which one to order.',
  },
  'chevrolet/trax': {
    bodyStyle: 'SUV',
    years: '2024 to today',
    forwardCamera: { system: 'Chevy Safety Assist', fitted: 'standard on every trim' },
    notes:
      'The redesigned Trax sold from 2024 is longer and lower than the model it replaced, with a more steeply angled windshield. Chevy Safety Assist is standard, so each one has a camera high on the glass. Earlier Trax models are a different vehicle with a different windshield.',
  },
  'chevrolet/bolt-ev': {
    bodyStyle: 'hatchback',
    years: '2017-2023',
    forwardCamera: {
      system: 'Chevy Safety Assist',
      fitted:
        'standard on the 2022-2023 update; on 2017-2021 cars only with optional driver-assist packages',
    },
    notes:
      'The Bolt EV has a tall hatchback body with a windshield that reaches well forward over the dash. The refreshed 2022 and 2023 cars have a camera as standard, while earlier cars have one only if they were ordered with the optional safety packages. The Bolt EUV is a longer sibling and may need its own part, so tell us which one you have.',
  },

  // GMC
  'gmc/sierra-1500': {
    bodyStyle: 'pickup',
    years: '2019 to today',
    forwardCamera: {
      system: 'GMC Pro Safety',
      fitted: 'optional on 2019-2021 trucks; standard from the refreshed 2022 truck',
    },
    headUpDisplay: 'available on Denali and other upper trims',
    notes:
      'The Sierra 1500 shares its basic cab with the Silverado, but Denali trims often add a head-up display and Super Cruise, so the windshield part varies more by trim. Every refreshed truck from 2022 has the forward camera, while earlier trucks of this generation had it only with option packages. Send us the VIN so we can match the exact glass.',
  },
  'gmc/yukon': {
    bodyStyle: 'SUV',
    years: '2021 to today',
    forwardCamera: { system: 'GMC Pro Safety', fitted: 'standard on every trim' },
    headUpDisplay: 'available on Denali trims',
    notes:
      'Every Yukon since the 2021 redesign uses its tall windshield as the mount for a forward camera. Denali models often include a HUD, with Super Cruise offered too, so the new glass must suit those features. Tell us the trim and whether speed is projected onto the glass.',
  },
  'gmc/yukon-xl': {
    bodyStyle: 'SUV',
    years: '2021 to today',
    forwardCamera: { system: 'GMC Pro Safety', fitted: 'standard on every trim' },
    headUpDisplay: 'available on Denali trims',
    notes:
      'The Yukon XL is the long-wheelbase Yukon and uses the same front glass design, and all 2021 and later models have the driver-assist camera. Denali versions equipped with a HUD require the matching windshield. These large SUVs rack up freeway miles, so chips are best repaired early.',
  },
  'gmc/acadia': {
    bodyStyle: 'SUV',
    years: '2024 to today',
    forwardCamera: { system: 'GMC Pro Safety Plus', fitted: 'standard on every trim' },
    notes:
      'The third-generation Acadia, sold from 2024, grew considerably and gained a taller, squarer windshield. Its driver-assist camera is standard and must be recalibrated after any glass work. Earlier Acadias use an entirely different windshield.',
  },
  'gmc/terrain': {
    bodyStyle: 'SUV',
    years: '2025 to today',
    forwardCamera: { system: 'GMC Pro Safety', fitted: 'standard on every trim' },
    notes:
      'The redesigned Terrain introduced for 2025 has a boxier shape, and each one carries its driver-assist camera up at the mirror. Underneath it is closely related to the current Chevrolet Equinox. Older Terrains take different glass, so check the year on the registration.',
  },
  'gmc/canyon': {
    bodyStyle: 'pickup',
    years: '2023 to today',
    forwardCamera: { system: 'GMC Pro Safety', fitted: 'standard on every trim' },
    notes:
      'Every Canyon from the 2023 redesign comes with GMC Pro Safety, whose camera is bonded behind the mirror. AT4X and other off-road trims spend time on dirt roads where chips are routine. Describe the size and position of the damage, since a crack near the camera area usually means replacement rather than repair.',
  },
  'gmc/hummer-ev': {
    bodyStyle: 'pickup',
    years: '2022 to today',
    forwardCamera: {
      system: 'GMC driver-assist camera (Super Cruise on equipped trucks)',
      fitted: 'standard',
    },
    notes:
      'The HUMMER EV comes as a pickup and as an SUV, both with a wide, upright windshield and a group of cameras set high in the glass. Trucks with Super Cruise depend on those cameras being aimed precisely. This heavy windshield is not a shelf item, so we source it before the job is scheduled.',
  },

  // RAM
  'ram/1500': {
    bodyStyle: 'pickup',
    years: '2019 to today',
    forwardCamera: {
      system: 'RAM forward collision warning and lane keeping',
      fitted: 'on trucks equipped with forward collision warning, adaptive cruise or lane keeping',
    },
    notes:
      'The current-generation RAM 1500 has a big, gently raked windshield, and whether it carries a camera depends on the options the truck was built with. Trucks with adaptive cruise or lane keeping carry a camera pod near the mirror, and those built without them take a simpler part. The older-style 1500 Classic sold alongside it uses a different windshield.',
  },

  // Jeep
  'jeep/wrangler': {
    bodyStyle: 'SUV',
    years: '2018 to today',
    forwardCamera: {
      system: 'Forward Collision Warning with adaptive cruise',
      fitted: 'on Wranglers equipped with forward collision warning or adaptive cruise control',
    },
    notes:
      'The JL Wrangler keeps a flat, nearly vertical windshield that can still be folded down, and it takes direct hits from stones. Wranglers ordered with forward collision warning or adaptive cruise have a camera mounted up by the mirror, while many do not. Some owners choose the tougher Gorilla Glass windshield that Jeep has offered.',
  },
  'jeep/gladiator': {
    bodyStyle: 'pickup',
    years: '2020 to today',
    forwardCamera: {
      system: 'Forward Collision Warning with adaptive cruise',
      fitted: 'on trucks equipped with forward collision warning or adaptive cruise control',
    },
    notes:
      'The Gladiator shares its front end and fold-down windshield frame with the Wrangler. Only trucks built with the collision-warning or adaptive-cruise options have a camera on the glass, so check for the housing near the mirror. Its flat, upright windshield collects plenty of debris on highway and trail alike.',
  },
  'jeep/grand-cherokee': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: {
      system: 'Jeep driver-assist camera (forward collision warning, lane keeping)',
      fitted: 'standard on every trim',
    },
    headUpDisplay: 'available on upper trims',
    notes:
      'The two-row Grand Cherokee introduced for 2022 comes with a driver-assist camera on all trims, while higher ones offer a head-up display. The glass is wide with a moderate rake, and the 4xe plug-in hybrid is built on this same body. Mention your trim so the windshield matches any HUD or rain sensor.',
  },
  'jeep/grand-cherokee-l': {
    bodyStyle: 'SUV',
    years: '2021 to today',
    forwardCamera: {
      system: 'Jeep driver-assist camera (forward collision warning, lane keeping)',
      fitted: 'standard on every trim',
    },
    headUpDisplay: 'available on upper trims',
    notes:
      'The three-row Grand Cherokee L arrived for 2021, a model year ahead of the two-row version, and every one carries a windshield camera. Summit and Overland trims may project a HUD image, which only works with the matching glass. The L is longer behind the front doors, but tell us clearly which Grand Cherokee you own.',
  },
  'jeep/wagoneer': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: { system: 'Jeep driver-assist camera', fitted: 'standard on every trim' },
    notes:
      'The Wagoneer is a large three-row SUV with a tall, wide windshield, and the driver-assist camera is mounted on it in every trim. Lane centering and adaptive cruise lean on that camera, so it is calibrated after every replacement. Options vary widely between trims, which is why the VIN is the best guide to the right glass.',
  },
  'jeep/grand-wagoneer': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: { system: 'Jeep driver-assist camera', fitted: 'standard on every trim' },
    notes:
      'The Grand Wagoneer sits above the Wagoneer in trim and price, and every example has a camera on its windshield. It shares the same large body as the Wagoneer. Plan for the windshield to be ordered once the VIN is decoded, since stock can be limited.',
  },

  // Subaru
  'subaru/outback': {
    bodyStyle: 'wagon',
    years: '2020 to today',
    forwardCamera: {
      system: 'Subaru EyeSight',
      fitted: 'standard on every Outback; a third wide-angle camera was added from 2023',
    },
    notes:
      'Every Outback of this generation carries the EyeSight stereo camera pair high on the windshield, and the 2023 update added a wide-angle camera beside them. That makes the area behind the mirror crowded, and the new glass has to match the camera generation. The driver-monitoring camera on some trims sits on the dashboard, not on the windshield.',
  },
  'subaru/forester': {
    bodyStyle: 'SUV',
    years: '2019 to today',
    forwardCamera: { system: 'Subaru EyeSight', fitted: 'standard on every Forester' },
    notes:
      'Since 2019 every Forester has come with EyeSight, so its tall, upright windshield always holds the stereo cameras. The large glass area that gives the Forester its good outward view also means a big windshield to replace. The 2025 redesign uses different glass from the 2019 to 2024 model.',
  },
  'subaru/crosstrek': {
    bodyStyle: 'SUV',
    years: '2018 to today',
    forwardCamera: {
      system: 'Subaru EyeSight',
      fitted:
        'on every 2024 and later car; on 2018-2023 cars only with the CVT automatic, never with the manual',
    },
    notes:
      'Manual-transmission Crosstreks from 2018 to 2023 have no EyeSight, so they take a plain windshield, while automatic cars from those years have the stereo cameras. From the 2024 redesign every Crosstrek has EyeSight. Let us know the transmission along with the year.',
  },
  'subaru/impreza': {
    bodyStyle: 'hatchback',
    years: '2024 to today',
    forwardCamera: { system: 'Subaru EyeSight', fitted: 'standard on every car' },
    notes:
      'The sixth-generation Impreza, sold from 2024 as a hatchback only, comes with EyeSight on every car. Its stereo cameras sit high on a fairly steeply raked windshield. Earlier Imprezas, including the sedans, need a different windshield.',
  },
  'subaru/ascent': {
    bodyStyle: 'SUV',
    years: '2019 to today',
    forwardCamera: { system: 'Subaru EyeSight', fitted: 'standard on every trim' },
    notes:
      'The Ascent is the largest Subaru, and its wide windshield carries EyeSight on every trim. Three-row SUVs like this spend long hours on the highway, so a chip in the wiper sweep is worth fixing early. Subaru asks for EyeSight to be calibrated after any new windshield.',
  },
  'subaru/legacy': {
    bodyStyle: 'sedan',
    years: '2020-2025',
    forwardCamera: { system: 'Subaru EyeSight', fitted: 'standard on every car' },
    notes:
      'The last Legacy generation shares much of its structure with the Outback, and every one has EyeSight stereo cameras on the windshield. Production of the sedan ended after the 2025 model year. Because it sold in smaller numbers than the Outback, we check that its glass is in stock before booking.',
  },
  'subaru/wrx': {
    bodyStyle: 'sedan',
    years: '2022 to today',
    forwardCamera: {
      system: 'Subaru EyeSight',
      fitted:
        'only on cars with the Subaru Performance Transmission (automatic); manual cars have none',
    },
    notes:
      'On the current WRX, only cars with the automatic Subaru Performance Transmission have EyeSight, so manual cars take a windshield with no camera mount. Tell us the transmission before anything else. The low, fast windshield also takes plenty of stone chips on cars that see track days.',
  },
  'subaru/brz': {
    bodyStyle: 'coupe',
    years: '2022 to today',
    forwardCamera: { system: 'Subaru EyeSight', fitted: 'automatic-transmission cars only' },
    notes:
      'The second-generation BRZ gained EyeSight, but only on cars with the automatic transmission. Manual coupes have a simpler windshield and need no calibration. It is built alongside its twin, the Toyota GR86.',
  },
  'subaru/solterra': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: { system: 'Subaru EyeSight', fitted: 'standard on every trim' },
    notes:
      'The Solterra is an electric SUV developed jointly with Toyota and closely related to the bZ4X. Its driver-assist camera is mounted high in the center of the windshield and is calibrated after replacement. Parts for this lower-volume model can take longer to source.',
  },

  // Hyundai
  'hyundai/elantra': {
    bodyStyle: 'sedan',
    years: '2021 to today',
    forwardCamera: { system: 'Hyundai SmartSense', fitted: 'standard on every trim' },
    notes:
      'The seventh-generation Elantra, new for 2021, has a sharply creased body and a windshield with a long, low rake. SmartSense is standard, so every car, gas or hybrid, has the camera fitted by the mirror. Older Elantras often lack the camera, so confirm the year.',
  },
  'hyundai/sonata': {
    bodyStyle: 'sedan',
    years: '2020 to today',
    forwardCamera: { system: 'Hyundai SmartSense', fitted: 'standard on every trim' },
    headUpDisplay: 'available on the Limited trim',
    notes:
      'The Sonata from 2020 on has a sleek, coupe-like roofline, which gives it a long windshield. Every trim carries the SmartSense camera, and the Limited is available with a head-up display, which needs a HUD windshield. Tell us the trim so the correct piece is ordered.',
  },
  'hyundai/tucson': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: { system: 'Hyundai SmartSense', fitted: 'standard on every trim' },
    notes:
      "The fourth-generation Tucson, sold from 2022, has the SmartSense camera across the lineup, and the hybrid and plug-in hybrid share the gas model's body. Earlier Tucsons are a different shape with a different windshield.",
  },
  'hyundai/santa-fe': {
    bodyStyle: 'SUV',
    years: '2024 to today',
    forwardCamera: { system: 'Hyundai SmartSense', fitted: 'standard on every trim' },
    headUpDisplay: 'available on top trims',
    notes:
      'The boxy fifth-generation Santa Fe, on sale from 2024, pairs a tall, upright windshield with a SmartSense camera on every trim. Top trims can project driving information onto the glass, which calls for a HUD windshield. The redesign changed the glass completely, so earlier Santa Fe parts do not fit.',
  },
  'hyundai/palisade': {
    bodyStyle: 'SUV',
    years: '2020 to today',
    forwardCamera: { system: 'Hyundai SmartSense', fitted: 'standard on every trim' },
    headUpDisplay: 'available on top trims',
    notes:
      'Every Palisade has the SmartSense camera behind its large windshield, and top trims include a HUD. The 2026 redesign uses new glass, so the model year decides the part. Tell us whether driving information is projected on your windshield.',
  },
  'hyundai/kona': {
    bodyStyle: 'SUV',
    years: '2024 to today',
    forwardCamera: { system: 'Hyundai SmartSense', fitted: 'standard on every trim' },
    notes:
      'The second-generation Kona, sold from 2024 in gas and electric versions, is larger than the first and has SmartSense on every trim. Its windshield sits behind a thin full-width light bar on the nose. First-generation Konas need a different part.',
  },
  'hyundai/ioniq-5': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: { system: 'Hyundai SmartSense', fitted: 'standard on every trim' },
    headUpDisplay: 'augmented-reality display available on the Limited trim',
    notes:
      'Each IONIQ 5 has a SmartSense camera mounted high on its windshield, and the Limited offers an augmented-reality HUD that needs the matching glass. Many also have a big fixed glass roof overhead. Share the trim when you book so both features are accounted for.',
  },
  'hyundai/ioniq-6': {
    bodyStyle: 'sedan',
    years: '2023 to today',
    forwardCamera: { system: 'Hyundai SmartSense', fitted: 'standard on every trim' },
    notes:
      'The IONIQ 6 has a streamlined, arched roofline and a long windshield that blends into it. SmartSense comes on every car, with its camera on the glass. It is a lower-volume car, so its windshield is often special-ordered.',
  },
  'hyundai/santa-cruz': {
    bodyStyle: 'pickup',
    years: '2022 to today',
    forwardCamera: { system: 'Hyundai SmartSense', fitted: 'standard on every trim' },
    notes:
      "The Santa Cruz is a small unibody pickup built on Tucson underpinnings, and every truck's windshield carries a SmartSense camera. Its glass is car-like in rake rather than truck-like. Mention whether the truck has been fitted with a rack or accessories near the windshield.",
  },

  // Kia
  'kia/telluride': {
    bodyStyle: 'SUV',
    years: '2020 to today',
    forwardCamera: { system: 'Kia Drive Wise', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'Every Telluride carries a Drive Wise camera high on its tall, squared-off windshield. Upper trims can have a head-up display, so check whether your car projects a speed reading before booking. The glass is big and heavy, and a crack from a rock strike can spread with temperature swings between day and night.',
  },
  'kia/sorento': {
    bodyStyle: 'SUV',
    years: '2021 to today',
    forwardCamera: { system: 'Kia Drive Wise', fitted: 'standard on every trim' },
    notes:
      'The fourth-generation Sorento, on sale since 2021, comes with a Drive Wise camera across the range, including the hybrid and the plug-in. The windshield is moderately raked for a three-row SUV. Earlier Sorentos need a different windshield and may lack the camera.',
  },
  'kia/sportage': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: { system: 'Kia Drive Wise', fitted: 'standard on every trim' },
    notes:
      'The fifth-generation Sportage, launched for 2023, is larger than before and has its Drive Wise camera as standard. Gas, hybrid and plug-in models share the same windshield opening. Earlier Sportages use different glass, so give us the year up front.',
  },
  'kia/forte': {
    bodyStyle: 'sedan',
    years: '2019-2024',
    forwardCamera: { system: 'Kia Drive Wise', fitted: 'standard on every trim' },
    notes:
      'The third-generation Forte came with lane keeping and forward collision avoidance as standard, so its windshield has a camera mount on every car. Kia replaced the Forte with the K4 after 2024. Its windshield is long and low for a compact sedan.',
  },
  'kia/k5': {
    bodyStyle: 'sedan',
    years: '2021-2025',
    forwardCamera: { system: 'Kia Drive Wise', fitted: 'standard on every trim' },
    notes:
      'The K5 replaced the Optima for 2021, and the driver-assist camera comes standard on all trims. Its fastback roofline makes for a long, shallow windshield. GT models see hard use on the highway, and chips are common.',
  },
  'kia/niro': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: { system: 'Kia Drive Wise', fitted: 'standard on every trim' },
    notes:
      'The second-generation Niro, sold from 2023 as a hybrid, plug-in hybrid and EV, has a Drive Wise camera on every version. All three share the same body and windshield shape. First-generation Niros are a different part.',
  },
  'kia/ev6': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: { system: 'Kia Drive Wise', fitted: 'standard on every trim' },
    headUpDisplay: 'augmented-reality display available on upper trims',
    notes:
      'The EV6 has a low, sloping windshield with the Drive Wise camera fitted to every trim, and upper trims can add an augmented-reality head-up display. With that display, only the HUD windshield keeps the projected arrows and lane markers lined up. Tell us the trim, including GT or GT-Line, when you book.',
  },
  'kia/carnival': {
    bodyStyle: 'minivan',
    years: '2022 to today',
    forwardCamera: { system: 'Kia Drive Wise', fitted: 'standard on every trim' },
    notes:
      'The Carnival replaced the Sedona for 2022 and has a camera on every windshield. Its SUV-styled front end sits behind a large windshield that is more upright than most minivans. Sliding-door glass is a separate repair, so describe what is broken.',
  },

  // Nissan
  'nissan/altima': {
    bodyStyle: 'sedan',
    years: '2019 to today',
    forwardCamera: {
      system: 'Nissan Safety Shield 360 / ProPILOT Assist',
      fitted:
        'on cars with Safety Shield 360 or ProPILOT Assist, which covers most trims; some base S sedans lack it',
    },
    notes:
      'The sixth-generation Altima has a low, long windshield, and most cars carry a camera near the mirror for Safety Shield 360 or ProPILOT Assist. A base S from the early years of this generation may have been built without the full suite, so check for the camera housing. Nissan calibration procedures vary, so the exact car matters.',
  },
  'nissan/rogue': {
    bodyStyle: 'SUV',
    years: '2021 to today',
    forwardCamera: { system: 'Nissan Safety Shield 360', fitted: 'standard on every trim' },
    headUpDisplay: 'available on the Platinum trim',
    notes:
      'Each third-generation Rogue, from 2021 on, has a camera at the mirror, and the Platinum adds a HUD that needs its own windshield. The Rogue is one of the most common compact SUVs on the road, so its glass is usually easy to find. Give the trim level when you book.',
  },
  'nissan/sentra': {
    bodyStyle: 'sedan',
    years: '2020 to today',
    forwardCamera: { system: 'Nissan Safety Shield 360', fitted: 'standard on every trim' },
    notes:
      'The Sentra from 2020 has Safety Shield 360 as standard, so every car has a camera bonded near the mirror. Its windshield is low and smoothly raked. The redesigned 2026 Sentra uses different glass, so confirm the model year.',
  },
  'nissan/pathfinder': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: { system: 'Nissan Safety Shield 360', fitted: 'standard on every trim' },
    headUpDisplay: 'available on the Platinum trim',
    notes:
      'The fifth-generation Pathfinder, sold from 2022, returned to a boxier look with a more upright windshield. Safety Shield 360 is standard, and Platinum models offer a head-up display. Earlier Pathfinders are a different shape and take another windshield.',
  },
  'nissan/titan': {
    bodyStyle: 'pickup',
    years: '2020-2024',
    forwardCamera: { system: 'Nissan Safety Shield 360', fitted: 'standard on every trim' },
    notes:
      'From its 2020 update until production ended after 2024, every Titan came with Safety Shield 360 and a windshield camera. The full-size truck has a tall, broad windshield. The heavier-duty Titan XD was sold alongside it, so let us know which one you drive.',
  },

  // Lexus
  'lexus/rx': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: { system: 'Lexus Safety System+ 3.0', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'The fifth-generation RX, sold from 2023, comes with Lexus Safety System+ 3.0 across the lineup, its camera mounted high in the glass. A HUD is offered on upper trims and needs the wedge-shaped HUD windshield. The gas, hybrid and plug-in RX all use this body.',
  },
  'lexus/nx': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: { system: 'Lexus Safety System+ 3.0', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'The second-generation NX arrived for 2022, and every one carries the Lexus Safety System+ 3.0 camera. Cars with the optional head-up display need the HUD windshield. Share the VIN so every feature is matched.',
  },
  'lexus/es': {
    bodyStyle: 'sedan',
    years: '2019 to today',
    forwardCamera: { system: 'Lexus Safety System+', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'The seventh-generation ES, on sale since 2019, has a long, sloping windshield, and a driver-assist camera sits up by the mirror in each car. Many buyers chose the head-up display, so the HUD version of the glass is often needed. The ES hybrid shares this body.',
  },
  'lexus/is': {
    bodyStyle: 'sedan',
    years: '2017 to today',
    forwardCamera: { system: 'Lexus Safety System+', fitted: 'standard from 2017' },
    notes:
      'Lexus Safety System+ became standard on the IS for 2017, so cars from that year forward carry a windshield camera. The compact sport sedan has a low windshield with a short hood line. The 2021 update changed the exterior but kept the same basic layout.',
  },
  'lexus/gx': {
    bodyStyle: 'SUV',
    years: '2024 to today',
    forwardCamera: { system: 'Lexus Safety System+ 3.0', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'The GX was redesigned for 2024 with a squarer body and a nearly upright windshield. Every trim has Lexus Safety System+ 3.0, and the upper trims offer a HUD. The older GX 460 takes a completely different windshield.',
  },
  'lexus/ux': {
    bodyStyle: 'SUV',
    years: '2019 to today',
    forwardCamera: { system: 'Lexus Safety System+', fitted: 'standard on every trim' },
    notes:
      'The UX is the smallest Lexus SUV, and its low windshield holds a Lexus Safety System+ camera on every car. Most are hybrids and are often used for city driving. Its glass is compact, but the camera still has to be recalibrated after replacement.',
  },
  'lexus/lx': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: { system: 'Lexus Safety System+ 2.5', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'The LX 600, introduced for 2022, is a close relative of the Land Cruiser sold abroad, and its windshield is tall and broad. A forward camera is standard, and a large share of these SUVs have a HUD. Parts can take several days to arrive, so order ahead.',
  },
  'lexus/rz': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: { system: 'Lexus Safety System+ 3.0', fitted: 'standard on every trim' },
    notes:
      'The RZ is the first dedicated electric Lexus, and its sharply raked windshield holds the camera for Lexus Safety System+ 3.0 on every trim. A fixed glass roof is common on these cars. The windshield is a lower-volume part, so expect it to be ordered in advance.',
  },
  'lexus/tx': {
    bodyStyle: 'SUV',
    years: '2024 to today',
    forwardCamera: { system: 'Lexus Safety System+ 3.0', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'The three-row TX, sold from 2024, is related to the Toyota Grand Highlander and has a large, gently sloped windshield. Lexus Safety System+ 3.0 is standard, and buyers can add a head-up display. Tell us whether your TX is a gas, hybrid or plug-in model when booking.',
  },

  // Acura
  'acura/mdx': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: { system: 'AcuraWatch', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'The fourth-generation MDX, sold from 2022, has AcuraWatch as standard, with its camera housed above the mirror. Many upper-trim cars also carry a HUD, so the HUD windshield is often required. The Type S uses the same body.',
  },
  'acura/rdx': {
    bodyStyle: 'SUV',
    years: '2019 to today',
    forwardCamera: { system: 'AcuraWatch', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'Every RDX from the 2019 redesign has the AcuraWatch camera mounted ahead of the mirror. Cars with the Advance Package may include a head-up display, which requires the matching glass. Tell us the package when you book.',
  },
  'acura/tlx': {
    bodyStyle: 'sedan',
    years: '2021 to today',
    forwardCamera: { system: 'AcuraWatch', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'The second-generation TLX, introduced for 2021, has a long hood and a low windshield with an AcuraWatch camera in every car. The Type S and other upper trims can carry a head-up display. Earlier TLX models are a different size and do not share this glass.',
  },
  'acura/integra': {
    bodyStyle: 'hatchback',
    years: '2023 to today',
    forwardCamera: { system: 'AcuraWatch', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'The revived Integra, sold from 2023, is a five-door liftback related to the Civic, with AcuraWatch on every car. Some trims include a head-up display, and that changes the windshield part. Type S models use the same basic body.',
  },
  'acura/ilx': {
    bodyStyle: 'sedan',
    years: '2019-2022',
    forwardCamera: { system: 'AcuraWatch', fitted: 'standard on every trim' },
    notes:
      'AcuraWatch became standard on the ILX with its 2019 update, so the final cars carry a windshield camera that earlier ILX models usually do not have. The compact sedan was discontinued after 2022. Check the year before ordering, since the two windshield types look similar at a glance.',
  },
  'acura/tsx': {
    bodyStyle: 'sedan',
    years: '2009-2014',
    forwardCamera: 'none',
    notes:
      'The second-generation TSX predates AcuraWatch, so nothing is mounted on the glass and no calibration is needed. A Sport Wagon was offered for part of this run, and it uses the same front end as the sedan. Quality replacement glass for it is still widely available.',
  },
  'acura/tl': {
    bodyStyle: 'sedan',
    years: '2009-2014',
    forwardCamera: 'none',
    notes:
      'The last-generation TL has a long, swept windshield and no driver-assist camera, so a replacement is a straightforward glass job. Many are now older daily drivers with plenty of highway pitting on the glass. Tell us if the car has aftermarket tint strips or a toll tag on the windshield.',
  },

  // Infiniti
  'infiniti/qx60': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: {
      system: 'Infiniti Safety Shield 360 / ProPILOT Assist',
      fitted: 'standard on every trim',
    },
    notes:
      'The second-generation QX60, on sale from 2022, comes with a forward camera for all trims, and many are equipped with ProPILOT Assist. A large windshield arcs gently over its wide dashboard. Share the trim and options so the glass matches.',
  },

  // Mitsubishi
  'mitsubishi/outlander': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: {
      system: 'Mitsubishi forward collision mitigation / MI-PILOT Assist',
      fitted: 'standard on every trim',
    },
    notes:
      'The fourth-generation Outlander, sold from 2022, shares its platform with the Nissan Rogue and has a windshield camera as standard. Higher trims add MI-PILOT Assist, which depends on that camera. Earlier Outlanders take a different windshield.',
  },
  'mitsubishi/outlander-phev': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: {
      system: 'Mitsubishi forward collision mitigation / MI-PILOT Assist',
      fitted: 'standard on every trim',
    },
    notes:
      'The current Outlander PHEV arrived for 2023 sharing its shell with the gas Outlander, and every trim has the driver-assist camera. From the front the plug-in version looks nearly identical to the gas model. The earlier PHEV, sold from 2018 to 2022, is a different vehicle.',
  },
  'mitsubishi/lancer': {
    bodyStyle: 'sedan',
    years: '2008-2017',
    forwardCamera: 'none',
    notes:
      'The final Lancer generation ran for ten model years without a windshield camera, so its replacement needs no calibration. The sedan and the Sportback hatchback share the front end. Evolution models are performance versions and worth mentioning when you book.',
  },
  'mitsubishi/galant': {
    bodyStyle: 'sedan',
    years: '2004-2012',
    forwardCamera: 'none',
    notes:
      'The last Galant was a midsize sedan whose windshield carries no camera or sensors. Most replacement glass for it comes from aftermarket makers. The job is quick and needs no calibration.',
  },
  'mitsubishi/endeavor': {
    bodyStyle: 'SUV',
    years: '2004-2011',
    forwardCamera: 'none',
    notes:
      'The Endeavor is a midsize SUV whose tall windshield has nothing mounted on it beyond the mirror. Glass is mostly sourced from aftermarket makers today, so we confirm the part first. No calibration is involved.',
  },

  // Isuzu
  'isuzu/rodeo': {
    bodyStyle: 'SUV',
    years: '1998-2004',
    forwardCamera: 'none',
    notes:
      'The second-generation Rodeo has a simple, fairly upright windshield with no sensors of any kind. It was also sold as the Honda Passport for several of these years and shares much of its glass with that model. Aftermarket parts are the usual option now.',
  },
  'isuzu/trooper': {
    bodyStyle: 'SUV',
    years: '1992-2002',
    forwardCamera: 'none',
    notes:
      'The second-generation Trooper has a flat, upright windshield typical of boxy SUVs of its era. Nothing electronic is attached to the glass, so replacement is mechanical work only. Because the truck is old, the molding and pinch weld often need attention for rust.',
  },
  'isuzu/ascender': {
    bodyStyle: 'SUV',
    years: '2003-2008',
    forwardCamera: 'none',
    notes:
      'The Ascender is a GM platform-mate of the Chevrolet TrailBlazer and GMC Envoy of those years, and no camera was ever fitted to its glass. Availability of parts is good thanks to that shared platform. Let us know whether yours is the five-seat or the longer seven-seat version.',
  },
  'isuzu/axiom': {
    bodyStyle: 'SUV',
    years: '2002-2004',
    forwardCamera: 'none',
    notes:
      'The Axiom was a short-lived crossover-styled SUV with a windshield that has no camera or sensors. Few were sold, so the glass may need to be sourced in advance. Replacement involves no calibration.',
  },
  'isuzu/amigo': {
    bodyStyle: 'SUV',
    years: '1998-2000',
    forwardCamera: 'none',
    notes:
      'The second-generation Amigo is a small two-door SUV with a removable soft top and a compact, upright windshield. The glass has no sensors. The model later carried the Rodeo Sport name, and its windshield remains a less common part.',
  },
  'isuzu/i-290': {
    bodyStyle: 'pickup',
    years: '2007-2008',
    forwardCamera: 'none',
    notes:
      'The i-290 is the four-cylinder i-Series pickup, a twin of the Chevrolet Colorado and GMC Canyon of the same years. No camera was offered, and the windshield is shared across those trucks, which keeps parts easy to find.',
  },
  'isuzu/i-370': {
    bodyStyle: 'pickup',
    years: '2007-2008',
    forwardCamera: 'none',
    notes:
      'The i-370 carries the five-cylinder engine and shares its cab with the Colorado and Canyon of the period. No cameras or sensors are mounted on its windshield. The glass is straightforward, but confirm which cab style the truck has.',
  },

  // Scion
  'scion/tc': {
    bodyStyle: 'coupe',
    years: '2011-2016',
    forwardCamera: 'none',
    notes:
      'The second-generation tC has no camera on its windshield, which keeps a replacement simple. Most came with a large glass roof panel, which is a separate part if it is the piece that broke. Replacement windshields for it remain widely available.',
  },
  'scion/xb': {
    bodyStyle: 'hatchback',
    years: '2008-2015',
    forwardCamera: 'none',
    notes:
      'The second-generation xB is a boxy hatchback whose tall windshield carries no camera. Its upright glass catches a lot of chips on the freeway. The earlier, smaller xB from 2004 to 2006 takes a different windshield.',
  },
  'scion/xd': {
    bodyStyle: 'hatchback',
    years: '2008-2014',
    forwardCamera: 'none',
    notes:
      'The xD is a small five-door hatchback with a short, steep windshield and no sensors on it. Replacement glass is still easy to source. No calibration is needed after the work.',
  },
  'scion/fr-s': {
    bodyStyle: 'coupe',
    years: '2013-2016',
    forwardCamera: 'none',
    notes:
      'The FR-S is a twin of the first-generation Subaru BRZ and has no driver-assist camera. The low, raked windshield sits close to the driver. After Scion closed, the car continued as the Toyota 86 with the same glass.',
  },
  'scion/ia': {
    bodyStyle: 'sedan',
    years: '2016',
    forwardCamera: {
      system: 'Low-Speed Pre-Collision System (a laser sensor rather than a camera)',
      fitted: 'standard on every car',
    },
    notes:
      'The iA was built by Mazda on the Mazda2 platform and came standard with a low-speed pre-collision system whose laser sensor is mounted high on the windshield. The new glass must have the correct mount for it, and the system should be checked afterward. The same car was sold from 2017 as the Toyota Yaris iA.',
  },
  'scion/im': {
    bodyStyle: 'hatchback',
    years: '2016',
    forwardCamera: 'none',
    notes:
      'The iM is a five-door hatchback that Scion sold for a single model year before it became the Toyota Corolla iM. It has no windshield camera. The glass is shared with its Toyota-badged successor.',
  },
  'scion/xa': {
    bodyStyle: 'hatchback',
    years: '2004-2006',
    forwardCamera: 'none',
    notes:
      'The xA is a small hatchback from the first years of the Scion brand, and nothing is mounted on its windshield. Parts are mostly aftermarket now. It is a quick, simple replacement.',
  },
  'scion/iq': {
    bodyStyle: 'hatchback',
    years: '2012-2015',
    forwardCamera: 'none',
    notes:
      'The iQ is a very short city car with a steep windshield and no camera. Because few were sold in the United States, its glass can take time to locate. Expect us to confirm the part before scheduling.',
  },

  // Pontiac
  'pontiac/vibe': {
    bodyStyle: 'hatchback',
    years: '2003-2010',
    forwardCamera: 'none',
    notes:
      "The Vibe was built at the NUMMI plant in Fremont, while its twin, the Toyota Matrix, came from Toyota's plant in Cambridge, Ontario; the second-generation car from 2009 shares its windshield design with that Matrix. There is no camera on the glass. This is one of the easiest Pontiac windshields to source today.",
  },
  'pontiac/g6': {
    bodyStyle: 'sedan',
    years: '2005-2010',
    forwardCamera: 'none',
    notes:
      'The G6 came as a sedan, coupe and retractable hardtop convertible, and none of them has a windshield camera. Convertible windshields meet the roof at a latching header, so tell us which body style you own. Replacement glass is mostly aftermarket.',
  },
  'pontiac/g8': {
    bodyStyle: 'sedan',
    years: '2008-2009',
    forwardCamera: 'none',
    notes:
      'The G8 was built in Australia and sold here for two model years only. Its windshield has no sensors and is related to the Holden Commodore glass of the time. Because the car is uncommon, we confirm the part before booking.',
  },
  'pontiac/grand-prix': {
    bodyStyle: 'sedan',
    years: '2004-2008',
    forwardCamera: 'none',
    headUpDisplay: 'available on upper trims',
    notes:
      'The last Grand Prix was offered with a head-up display on higher trims, and those cars need a windshield made for it. Others take a standard laminated windshield. If you see a speed reading projected in front of the driver, mention it when booking.',
  },
  'pontiac/g5': {
    bodyStyle: 'coupe',
    years: '2007-2009',
    forwardCamera: 'none',
    notes:
      'The G5 is a compact car closely related to the Chevrolet Cobalt, and its windshield carries no sensors. Glass is easy to find thanks to that shared design. No calibration is needed.',
  },
  'pontiac/torrent': {
    bodyStyle: 'SUV',
    years: '2006-2009',
    forwardCamera: 'none',
    notes:
      'The Torrent is a close sibling of the Chevrolet Equinox of the same era, and it was never fitted with a camera. That shared design keeps parts widely available. It is a simple replacement.',
  },
  'pontiac/solstice': {
    bodyStyle: 'convertible',
    years: '2006-2009',
    forwardCamera: 'none',
    notes:
      'The Solstice roadster has a short, steeply raked windshield framed tightly by the convertible top. There is no camera, but the glass is a less common part from the same small platform as the Saturn Sky. A coupe version with a removable targa roof was added late in production.',
  },
  'pontiac/aztek': {
    bodyStyle: 'SUV',
    years: '2001-2005',
    forwardCamera: 'none',
    notes:
      'The Aztek is a crossover with a distinctive stepped body, and there is no camera or rain sensor on the glass. Parts are now mainly aftermarket and sometimes have to be ordered. Replacement requires no calibration.',
  },
  'pontiac/grand-am': {
    bodyStyle: 'sedan',
    years: '1999-2005',
    forwardCamera: 'none',
    notes:
      'The final Grand Am came as a sedan and a coupe, both with a plain laminated windshield. There are no sensors to transfer. It was one of the best-selling Pontiacs, so glass is still available.',
  },

  // Hummer
  'hummer/h2': {
    bodyStyle: 'SUV',
    years: '2003-2009',
    forwardCamera: 'none',
    notes:
      'The H2 has a short, wide windshield set almost vertically in a thick frame, so it takes highway debris square on. The glass carries no cameras or rain sensors. It shares its basic underpinnings with the GM full-size SUVs of the time, but not its windshield.',
  },
  'hummer/h2-sut': {
    bodyStyle: 'pickup',
    years: '2005-2009',
    forwardCamera: 'none',
    notes:
      'The H2 SUT is the truck variant of the H2, sharing its upright windshield, with nothing mounted on the glass. Its rear midgate window is a separate piece. Say which window is damaged when you book.',
  },
  'hummer/h3': {
    bodyStyle: 'SUV',
    years: '2006-2010',
    forwardCamera: 'none',
    notes:
      'The H3 is the smallest Hummer, with a narrow, upright windshield and no sensors. Its short glass catches gravel easily on trails and freeways. Aftermarket windshields are the usual choice now.',
  },
  'hummer/h3t': {
    bodyStyle: 'pickup',
    years: '2009-2010',
    forwardCamera: 'none',
    notes:
      'The H3T is the pickup version of the H3 and was built for only two model years. Its windshield matches the H3 design and has no camera. The short production run makes other glass on the truck harder to find.',
  },
  'hummer/h1': {
    bodyStyle: 'SUV',
    years: '1992-2006',
    forwardCamera: 'none',
    notes:
      'The H1 has a two-piece windshield made of flat panels split down the middle, very different from a modern curved windshield. No electronics are attached to either pane. Parts are specialized, so we confirm availability first.',
  },

  // BMW
  'bmw/3-series': {
    bodyStyle: 'sedan',
    years: '2019 to today',
    forwardCamera: {
      system: 'BMW Active Guard / Driving Assistant',
      fitted: 'standard on every car',
    },
    headUpDisplay: 'available as an option',
    notes:
      'The G20 3 Series, on sale from 2019, carries a combined housing at the mirror in every car, holding both the camera and the rain and light sensor. Many buyers added a head-up display, and those cars need the HUD windshield. If a FasTrak tag rides on your windshield, say so, and it goes back in the right spot.',
  },
  'bmw/5-series': {
    bodyStyle: 'sedan',
    years: '2024 to today',
    forwardCamera: { system: 'BMW Driving Assistant', fitted: 'standard on every car' },
    headUpDisplay: 'available as an option',
    notes:
      'The G60 5 Series, introduced for 2024 alongside the electric i5, has its driver-assist camera as standard. A HUD is a common option and changes the windshield part. The i5 shares this body, so mention which version you drive.',
  },
  'bmw/7-series': {
    bodyStyle: 'sedan',
    years: '2023 to today',
    forwardCamera: { system: 'BMW Driving Assistant', fitted: 'standard on every car' },
    notes:
      'The current 7 Series and electric i7, sold from 2023, have a tall, wide windshield topped by a cluster of driver-assist cameras. These cars carry many options that affect the glass, and only the VIN pins down the right one. The windshield is normally special-ordered for each car.',
  },
  'bmw/x1': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: {
      system: 'BMW Active Guard / Driving Assistant',
      fitted: 'standard on every car',
    },
    headUpDisplay: 'available as an option',
    notes:
      'The third-generation X1, sold from 2023, is larger and more upright than the model before it, and a driver-assist camera is standard. Some have a HUD, and those need the matching glass. Glass from earlier X1 models will not fit.',
  },
  'bmw/x3': {
    bodyStyle: 'SUV',
    years: '2025 to today',
    forwardCamera: { system: 'BMW Driving Assistant', fitted: 'standard on every car' },
    headUpDisplay: 'available as an option',
    notes:
      'The fourth-generation X3, on sale from 2025, has a forward camera fitted to every car, and a head-up display is an option. Its windshield is different from the one on the 2018 to 2024 X3. Provide the VIN so the camera bracket and any HUD feature are matched.',
  },
  'bmw/x5': {
    bodyStyle: 'SUV',
    years: '2019 to today',
    forwardCamera: {
      system: 'BMW Active Guard / Driving Assistant',
      fitted: 'standard on every car',
    },
    headUpDisplay: 'available as an option',
    notes:
      'Every G05 X5, built from 2019, carries a camera housing near the mirror, and many are fitted with a head-up display. This large windshield is costly to replace, so a chip repaired early is worth the effort. The plug-in hybrid and M versions share the same glass opening.',
  },
  'bmw/x7': {
    bodyStyle: 'SUV',
    years: '2019 to today',
    forwardCamera: { system: 'BMW Driving Assistant', fitted: 'standard on every car' },
    notes:
      'The X7 is the largest BMW SUV, and its tall windshield carries a driver-assist camera as standard. Its options list is long, so the windshield is best identified from the VIN. Parts are often ordered ahead rather than kept in stock.',
  },
  'bmw/i4': {
    bodyStyle: 'sedan',
    years: '2022 to today',
    forwardCamera: {
      system: 'BMW Active Guard / Driving Assistant',
      fitted: 'standard on every car',
    },
    headUpDisplay: 'available as an option',
    notes:
      'The i4 is an electric four-door gran coupe sharing its body with the 4 Series Gran Coupe, and each car has its lane and braking camera on the glass. Buyers could add a head-up display as an option. Tell us whether you drive an eDrive or an M50 version.',
  },
  'bmw/ix': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: { system: 'BMW Driving Assistant', fitted: 'standard on every car' },
    notes:
      'The iX is an electric SUV with a large, steeply raked windshield and a dense cluster of driver-assist sensors at the top of the glass. Windshield options vary, so the VIN is essential for ordering. Parts may take a few days to arrive.',
  },

  // Mercedes-Benz

  // Audi
  'audi/a3': {
    bodyStyle: 'sedan',
    years: '2022 to today',
    forwardCamera: { system: 'Audi pre sense front', fitted: 'standard on every car' },
    notes:
      'The fourth-generation A3 sedan, sold in the US from 2022, carries the pre sense camera by the mirror in every version, including the S3 and RS 3. The windshield is compact and steeply raked. Earlier A3 models use a different part.',
  },
  'audi/a4': {
    bodyStyle: 'sedan',
    years: '2017-2025',
    forwardCamera: { system: 'Audi pre sense city', fitted: 'standard on every car' },
    notes:
      'Every B9 A4 carries an Audi pre sense city camera above the mirror. The allroad wagon is built on the same platform. Tell us which options the car has, as the part changes with them.',
  },
  'audi/a5': {
    bodyStyle: 'coupe',
    years: '2018-2024',
    forwardCamera: { system: 'Audi pre sense city', fitted: 'standard on every car' },
    notes:
      'The second-generation A5 came as a coupe, a Sportback and a Cabriolet, each with the pre sense camera behind the mirror. The Cabriolet glass meets the soft top at the header, so the body style matters for ordering. S5 and RS 5 versions share these bodies.',
  },
  'audi/a6': {
    bodyStyle: 'sedan',
    years: '2019 to today',
    forwardCamera: { system: 'Audi pre sense city', fitted: 'standard on every car' },
    headUpDisplay: 'available as an option',
    notes:
      'The C8 A6, sold from 2019, has an Audi pre sense camera as standard, and a HUD is on the options list. The allroad version is a wagon on the same platform. Send the VIN so the windshield matches the camera and HUD options.',
  },
  'audi/q3': {
    bodyStyle: 'SUV',
    years: '2019 to today',
    forwardCamera: { system: 'Audi pre sense front', fitted: 'standard on every car' },
    notes:
      'The second-generation Q3, sold from 2019, is a compact SUV with a forward camera behind the mirror on every car. The windshield is fairly upright for its class. First-generation Q3 glass is not interchangeable.',
  },
  'audi/q5': {
    bodyStyle: 'SUV',
    years: '2018-2024',
    forwardCamera: { system: 'Audi pre sense city', fitted: 'standard on every car' },
    headUpDisplay: 'available as an option',
    notes:
      'The second-generation Q5 has its pre sense camera in a mirror-mounted housing, and some were equipped with a HUD. The Sportback version shares the front end. A newer Q5 generation arrived later with other glass, so confirm the year.',
  },
  'audi/q7': {
    bodyStyle: 'SUV',
    years: '2017 to today',
    forwardCamera: { system: 'Audi pre sense city', fitted: 'standard on every car' },
    headUpDisplay: 'available as an option',
    notes:
      'Every second-generation Q7, sold from 2017, has the pre sense camera on its windshield, and a HUD was available. The three-row SUV has a wide, steeply angled windshield. The part varies with options, so the VIN matters.',
  },
  'audi/q8': {
    bodyStyle: 'SUV',
    years: '2019 to today',
    forwardCamera: { system: 'Audi pre sense city', fitted: 'standard on every car' },
    headUpDisplay: 'available as an option',
    notes:
      "The Q8 is a coupe-styled SUV sharing the Q7's underpinnings, with frameless doors and a pre sense camera in every car. Many came with a head-up display. SQ8 and RS Q8 versions share the body.",
  },
  'audi/e-tron-gt': {
    bodyStyle: 'sedan',
    years: '2022 to today',
    forwardCamera: { system: 'Audi pre sense', fitted: 'standard on every car' },
    notes:
      'The e-tron GT is a low electric four-door that uses the same platform as the Porsche Taycan, with a long, sharply raked windshield and a forward camera. Parts are limited, so expect an ordered windshield. Tell us whether the car is an RS version.',
  },

  // Land Rover
  'land-rover/range-rover': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: { system: 'Land Rover driver-assist camera', fitted: 'standard on every model' },
    notes:
      'The fifth-generation Range Rover, sold from 2022, has a driver-assist camera set high in its tall windshield. Many of these SUVs also have the heated windshield with fine embedded wires, and the replacement must match it. Long-wheelbase models share the same glass up front.',
  },
  'land-rover/range-rover-sport': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: { system: 'Land Rover driver-assist camera', fitted: 'standard on every model' },
    notes:
      'The third-generation Range Rover Sport, on sale from 2023, has a sleeker roofline than the full-size Range Rover and is fitted with a driver-assist camera. Look for fine wires in the glass, which show that the car has the heated windshield. Parts are usually ordered in.',
  },
  'land-rover/defender': {
    bodyStyle: 'SUV',
    years: '2020 to today',
    forwardCamera: { system: 'Land Rover driver-assist camera', fitted: 'standard on every model' },
    notes:
      'The modern Defender, sold from 2020, has an upright windshield carrying a lane and braking camera. It comes as the 90, 110 and 130, all sharing the same front glass. Check whether your windshield has a heating grid before booking.',
  },

  // Genesis
  'genesis/g70': {
    bodyStyle: 'sedan',
    years: '2019 to today',
    forwardCamera: {
      system: 'Genesis driver-assist camera (Highway Driving Assist)',
      fitted: 'standard on every car',
    },
    headUpDisplay: 'available on upper trims',
    notes:
      'The G70 is the smallest Genesis sedan, and its low windshield carries a forward camera in every car. Upper trims offer a head-up display, which calls for the matching glass. The 2022 update changed the front styling, so give the model year.',
  },
  'genesis/g80': {
    bodyStyle: 'sedan',
    years: '2021 to today',
    forwardCamera: {
      system: 'Genesis driver-assist camera (Highway Driving Assist)',
      fitted: 'standard on every car',
    },
    headUpDisplay: 'available on upper trims',
    notes:
      'The second-generation G80, sold from 2021, has a long, elegant windshield with the Highway Driving Assist camera positioned at the top center. Buyers can specify a HUD. The battery-electric version is sold as the Electrified G80.',
  },
  'genesis/g90': {
    bodyStyle: 'sedan',
    years: '2023 to today',
    forwardCamera: {
      system: 'Genesis driver-assist camera (Highway Driving Assist)',
      fitted: 'standard on every car',
    },
    notes:
      'The current G90 flagship, introduced for 2023, has a windshield built for a very quiet cabin, with the driver-assist camera standard. Its options make the VIN important when ordering. Parts are usually special-ordered.',
  },
  'genesis/gv60': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: {
      system: 'Genesis driver-assist camera (Highway Driving Assist)',
      fitted: 'standard on every trim',
    },
    notes:
      'The GV60 is a compact electric SUV sharing its platform with the Hyundai IONIQ 5 and Kia EV6, and its short, raked windshield always carries a driver-assist camera. Expect the part to be ordered ahead.',
  },
  'genesis/gv70': {
    bodyStyle: 'SUV',
    years: '2022 to today',
    forwardCamera: {
      system: 'Genesis driver-assist camera (Highway Driving Assist)',
      fitted: 'standard on every trim',
    },
    headUpDisplay: 'available on upper trims',
    notes:
      'The GV70, new for 2022, has a Highway Driving Assist camera on every trim and lists a HUD as an option. The windshield is fairly steep for a compact luxury SUV. Share the trim so the HUD and sensor options are matched.',
  },
  'genesis/gv80': {
    bodyStyle: 'SUV',
    years: '2021 to today',
    forwardCamera: {
      system: 'Genesis driver-assist camera (Highway Driving Assist)',
      fitted: 'standard on every trim',
    },
    headUpDisplay: 'available on upper trims',
    notes:
      'The GV80 is the largest Genesis SUV, and every trim carries a forward camera on its wide windshield. A head-up display is fitted to many of them. A coupe-roofed version was added later, so say which roofline yours has.',
  },
  'genesis/electrified-gv70': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: {
      system: 'Genesis driver-assist camera (Highway Driving Assist)',
      fitted: 'standard',
    },
    notes:
      "The Electrified GV70 is built on the gas GV70's body and carries the same kind of windshield camera. It is produced in smaller numbers, so check with us on glass availability ahead of time. Tell us it is the electric version when booking.",
  },

  // Lincoln
  'lincoln/navigator': {
    bodyStyle: 'SUV',
    years: '2020 to today',
    forwardCamera: {
      system: 'Lincoln Co-Pilot360 (BlueCruise on equipped models)',
      fitted: 'standard on every trim',
    },
    headUpDisplay: 'available on upper trims',
    notes:
      "The Navigator's windshield is tall and wide, with its Co-Pilot360 camera beside the mirror, and a HUD was a common option. Glass for the 2025 redesign differs from earlier models. Share the VIN so options such as BlueCruise and the HUD are matched.",
  },
  'lincoln/aviator': {
    bodyStyle: 'SUV',
    years: '2020 to today',
    forwardCamera: { system: 'Lincoln Co-Pilot360', fitted: 'standard on every trim' },
    headUpDisplay: 'available on upper trims',
    notes:
      'The Aviator returned for 2020 on the same rear-drive-based platform as the Ford Explorer. Each one carries a Co-Pilot360 camera, and many have a HUD. The Grand Touring plug-in hybrid shares the body.',
  },
  'lincoln/corsair': {
    bodyStyle: 'SUV',
    years: '2020 to today',
    forwardCamera: { system: 'Lincoln Co-Pilot360', fitted: 'standard on every trim' },
    notes:
      "The Corsair, which replaced the MKC for 2020, is based on the Ford Escape's platform and has a Co-Pilot360 camera on every windshield. It is a compact luxury SUV with a moderately raked windshield. Mention the trim and whether it is a plug-in hybrid.",
  },
  'lincoln/nautilus': {
    bodyStyle: 'SUV',
    years: '2024 to today',
    forwardCamera: { system: 'Lincoln Co-Pilot360', fitted: 'standard on every trim' },
    notes:
      'The second-generation Nautilus, new for 2024, has a Co-Pilot360 camera in the upper center of the glass, plus a wide screen running across the dashboard below it. The windshield is fairly steeply raked. Earlier Nautilus models use a different windshield.',
  },

  // Cadillac
  'cadillac/escalade': {
    bodyStyle: 'SUV',
    years: '2021 to today',
    forwardCamera: {
      system: 'Cadillac driver-assist camera (Super Cruise on equipped models)',
      fitted: 'standard on every trim',
    },
    headUpDisplay: 'available on upper trims',
    notes:
      'The fifth-generation Escalade, on sale from 2021, includes the driver-assist camera on all models, and many also have Super Cruise and a HUD. The glass is tall and broad, and Super Cruise reads the lane through the camera mounted on it. The ESV version shares the front glass.',
  },
  'cadillac/lyriq': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: {
      system: 'Cadillac driver-assist camera (Super Cruise on equipped models)',
      fitted: 'standard on every trim',
    },
    notes:
      'The LYRIQ is an electric crossover whose sharply raked windshield holds a forward camera on every trim. A large glass roof is common too. Parts for it are still relatively new to the aftermarket, so the windshield is usually ordered in.',
  },

  // Buick
  'buick/enclave': {
    bodyStyle: 'SUV',
    years: '2025 to today',
    forwardCamera: { system: 'Buick Driver Confidence', fitted: 'standard on every trim' },
    notes:
      'The third-generation Enclave, on sale from 2025, carries a Driver Confidence camera on all trims, and its windshield is made for a quiet cabin. Its glass differs from earlier Enclaves. Avenir models add more features, so share the trim.',
  },
  'buick/envista': {
    bodyStyle: 'SUV',
    years: '2024 to today',
    forwardCamera: { system: 'Buick Driver Confidence', fitted: 'standard on every trim' },
    notes:
      'The Envista is a low, coupe-like crossover sold from 2024 and related to the Chevrolet Trax, and each one carries the Buick Driver Confidence camera. Its windshield is long for a small vehicle. Tell us the trim when booking.',
  },

  // Chrysler
  'chrysler/pacifica': {
    bodyStyle: 'minivan',
    years: '2021 to today',
    forwardCamera: {
      system: 'Chrysler driver-assist camera (forward collision warning, lane keeping)',
      fitted: 'standard on every trim',
    },
    notes:
      'Chrysler made automatic emergency braking standard across the Pacifica with the 2021 update, so every one from that year carries a camera just above the mirror. This very large windshield is steeply raked. Earlier Pacificas may or may not have the camera.',
  },
  'chrysler/pacifica-hybrid': {
    bodyStyle: 'minivan',
    years: '2021 to today',
    forwardCamera: {
      system: 'Chrysler driver-assist camera (forward collision warning, lane keeping)',
      fitted: 'standard on every trim',
    },
    notes:
      "The plug-in Pacifica Hybrid uses the gas Pacifica's body, and from 2021 each one has a windshield camera. Parts are the same family as the gas model, but options still change the windshield. Send the VIN and we will match it.",
  },
  'chrysler/pt-cruiser': {
    bodyStyle: 'wagon',
    years: '2001-2010',
    forwardCamera: 'none',
    notes:
      'The retro-styled PT Cruiser has a near-upright windshield with no camera or sensors on it. A convertible version was also offered for a few years, so tell us if yours is the convertible. The job is simple and needs no calibration.',
  },

  // Dodge
  'dodge/grand-caravan': {
    bodyStyle: 'minivan',
    years: '2011-2020',
    forwardCamera: 'none',
    notes:
      'The final Grand Caravan was never offered with a windshield camera, so replacement needs no calibration. Its large windshield is still a common part thanks to high production numbers. Many served as fleet and rideshare vans.',
  },
  'dodge/journey': {
    bodyStyle: 'SUV',
    years: '2009-2020',
    forwardCamera: 'none',
    notes:
      'The Journey ran for more than a decade without any camera mounted behind its mirror. Its moderately raked windshield is widely available. This is usually a quick job.',
  },
  'dodge/dart': {
    bodyStyle: 'sedan',
    years: '2013-2016',
    forwardCamera: 'none',
    notes:
      'The Dart compact sedan has a plain windshield with no driver-assist camera. It is related to the Alfa Romeo Giulietta underneath but has its own glass. Replacement involves no calibration.',
  },
  'dodge/hornet': {
    bodyStyle: 'SUV',
    years: '2023 to today',
    forwardCamera: { system: 'Dodge driver-assist camera', fitted: 'standard on every trim' },
    notes:
      'The Hornet is a compact SUV and a sibling of the Alfa Romeo Tonale, and each one carries a camera for its driver-assist features. Both the gas GT and the plug-in R/T share the body. The windshield may have to be special-ordered.',
  },
};
