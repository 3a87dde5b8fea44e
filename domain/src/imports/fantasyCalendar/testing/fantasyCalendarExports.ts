// Fantasy-Calendar exports for the specs, shaped as fantasy-calendar.com writes them
// (PrepCalendarForExport: name, static_data, dynamic_data, events, categories) and holding the
// calendars of its presets (the Gregorian seeder preset and the 2020 preset list: Forgotten
// Realms' Harptos, Exandria, the Shire Reckoning), written out again here with fewer seasons and events.

const month = (name: string, length: number, type: 'month' | 'intercalary' = 'month') => ({ name, type, length, interval: 1, offset: 1 });

const displaySettings = {
  layout: 'grid',
  show_current_month: false,
  allow_view: false,
  only_backwards: false,
  only_reveal_today: false,
  hide_moons: false,
  hide_clock: false,
  hide_events: false,
  hide_eras: false,
  hide_all_weather: false,
  hide_future_weather: false,
  add_month_number: false,
  add_year_day_number: false,
};

const quietSeasons = {
  data: [],
  locations: [],
  global_settings: {
    season_offset: 0,
    weather_offset: 0,
    seed: 38658733,
    temp_sys: 'metric',
    wind_sys: 'metric',
    periodic_seasons: true,
    cinematic: false,
    enable_weather: false,
  },
};

const season = (name: string, sunrise: number, sunset: number, length: number) => ({
  name,
  time: { sunrise: { hour: sunrise, minute: 0 }, sunset: { hour: sunset, minute: 0 } },
  transition_length: length,
  duration: 0,
});

export const GREGORIAN_EXPORT = {
  name: 'Gregorian Calendar',
  static_data: {
    year_data: {
      first_day: 1,
      overflow: true,
      global_week: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      timespans: [
        month('January', 31),
        month('February', 28),
        month('March', 31),
        month('April', 30),
        month('May', 31),
        month('June', 30),
        month('July', 31),
        month('August', 31),
        month('September', 30),
        month('October', 31),
        month('November', 30),
        month('December', 31),
      ],
      leap_days: [{ name: 'Leap Day', intercalary: false, timespan: 1, adds_week_day: false, day: 0, week_day: '', interval: '400,!100,4', offset: 0 }],
    },
    moons: [{ name: 'Moon', cycle: 29.530588853, shift: 10.24953, granularity: 24, color: '#ffffff', hidden: false }],
    clock: { enabled: true, render: true, hours: 24, minutes: 60, offset: 0, crowding: 0 },
    seasons: {
      data: [season('Winter', 9, 18, 182.62125), season('Summer', 7, 20, 182.62125)],
      locations: [],
      global_settings: {
        season_offset: -12,
        weather_offset: 56,
        seed: 826116802,
        temp_sys: 'both_m',
        wind_sys: 'both',
        periodic_seasons: true,
        cinematic: true,
        enable_weather: true,
      },
    },
    eras: [
      {
        name: 'Before Christ',
        formatting: 'Year {{year}} - B.C.',
        description: '',
        settings: { show_as_event: false, use_custom_format: true, event_category: -1, ends_year: false, restart: false, starting_era: true },
        date: { year: -9000, timespan: 0, day: 0 },
      },
      {
        name: 'Anno Domini',
        formatting: 'Year {{year}} - A.D.',
        description: '',
        settings: { use_custom_format: true, show_as_event: false, event_category: -1, ends_year: false, restart: false, starting_era: false },
        date: { year: 1, timespan: 0, day: 1, era_year: 1, epoch: 0 },
      },
    ],
    settings: { ...displaySettings, year_zero_exists: false },
    cycles: { format: '', data: [] },
  },
  dynamic_data: { year: 2020, timespan: 8, day: 20, epoch: 737688, custom_location: false, location: 'Cool and Rainy', hour: 0, minute: 0 },
  events: [
    {
      name: 'Christmas',
      description: '',
      event_category_id: 'holidays',
      calendar_id: 'gregorian-calendar',
      data: {
        has_duration: false,
        duration: 0,
        show_first_last: false,
        limited_repeat: false,
        limited_repeat_num: 0,
        conditions: [['Month', '0', ['11']], ['&&'], ['Day', '0', ['25']]],
        connected_events: [],
        date: [],
      },
      settings: { color: 'Red', text: 'text', hide: false, hide_full: false, print: false },
    },
    {
      name: 'New Year',
      description: '',
      event_category_id: 'holidays',
      calendar_id: 'gregorian-calendar',
      data: {
        has_duration: false,
        duration: 0,
        show_first_last: false,
        limited_repeat: false,
        limited_repeat_num: 0,
        conditions: [['Month', '0', ['0']], ['&&'], ['Day', '0', ['1']]],
        connected_events: [],
        date: [],
      },
      settings: { color: 'Dark-Solid', text: 'text', hide: false, hide_full: false, print: false },
    },
  ],
  categories: [
    {
      name: 'Holidays',
      id: 'holidays',
      calendar_id: 'gregorian-calendar',
      category_settings: { hide: false, player_usable: false },
      event_settings: { color: 'Red', text: 'text', hide: false, print: false },
    },
  ],
};

// The Calendar of Harptos: twelve months of three tendays, five festival days outside the weeks
// and Shieldmeet, a second day after Midsummer every fourth year. Every month starts a new tenday
// (overflow false), which a running week does too, as the months are whole tendays.
export const HARPTOS_EXPORT = {
  name: 'Calendar of Harptos',
  static_data: {
    year_data: {
      first_day: 1,
      overflow: false,
      global_week: ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'],
      timespans: [
        month('Hammer (Deepwinter)', 30),
        month('Midwinter', 1, 'intercalary'),
        month('Alturiak (The Claw of Winter)', 30),
        month('Ches (The Claw of the Sunsets)', 30),
        month('Tarsakh (The Claw of Storms)', 30),
        month('Greengrass', 1, 'intercalary'),
        month('Mirtul (The Melting)', 30),
        month('Kythorn (The Time of Flowers)', 30),
        month('Flamerule (Summertide)', 30),
        month('Midsummer', 1, 'intercalary'),
        month('Eleasis (Highsun)', 30),
        month('Eleint (The Fading)', 30),
        month('Highharvestide', 1, 'intercalary'),
        month('Marpenoth (Leaffall)', 30),
        month('Uktar (The Rotting)', 30),
        month('The Feast of the Moon', 1, 'intercalary'),
        month('Nightal (The Drawing Down)', 30),
      ],
      leap_days: [
        {
          name: 'Shieldmeet',
          intercalary: false,
          timespan: 9,
          removes_day: false,
          removes_week_day: false,
          adds_week_day: false,
          day: 0,
          week_day: '',
          interval: '4',
          offset: 0,
        },
      ],
    },
    moons: [{ name: 'Sel&#250;ne', cycle: 30.4375, shift: 13.9, granularity: 24, color: '#ffffff', hidden: false }],
    clock: { enabled: true, hours: 24, minutes: 60, offset: 0, crowding: 0 },
    seasons: quietSeasons,
    eras: [],
    settings: displaySettings,
    cycles: { format: '', data: [] },
  },
  dynamic_data: { year: 1491, timespan: 0, day: 1, epoch: 544587, custom_location: false, location: 'Equatorial' },
  events: [],
  categories: [],
};

// Exandria (Critical Role): eleven months, a week of seven days, two moons and three eras that keep
// the calendar's year numbers; names as older exports stored them, with HTML entities.
export const EXANDRIA_EXPORT = {
  name: 'Exandrian Calendar',
  static_data: {
    year_data: {
      first_day: 1,
      overflow: true,
      global_week: ['Miresen', 'Grissen', 'Whelsen', 'Conthsen', 'Folsen', 'Yulisen', 'Da&#39;leysen'],
      timespans: [
        month('Horisal', 29),
        month('Misuthar', 30),
        month('Dualahei', 30),
        month('Thunsheer', 31),
        month('Unndilar', 28),
        month('Brussendar', 31),
        month('Sydenstar', 32),
        month('Fessuran', 29),
        month('Quen&#39;pillar', 27),
        month('Cuersaar', 29),
        month('Duscar', 32),
      ],
      leap_days: [],
    },
    moons: [
      { name: 'Catha', cycle: 33, shift: 0, granularity: 24, color: '#ffffff', hidden: false },
      { name: 'Ruidus', cycle: 328, shift: 0, granularity: 40, color: '#d15858', hidden: false },
    ],
    clock: { enabled: true, hours: 24, minutes: 60, offset: 0, crowding: 0 },
    seasons: quietSeasons,
    eras: [
      {
        name: 'The Age of Arcanum',
        format: 'Year {{year}} - {{era_name}}',
        description: '',
        settings: { show_as_event: true, use_custom_format: true, event_category: null, ends_year: false, restart: false, starting_era: false },
        date: { year: -1500, timespan: 0, day: 1, era_year: -1500, epoch: -492000 },
      },
      {
        name: 'The Calamity',
        format: 'Year {{year}} - {{era_name}}',
        description: '',
        settings: { show_as_event: true, use_custom_format: true, event_category: null, ends_year: false, restart: false, starting_era: false },
        date: { year: -665, timespan: 0, day: 1, era_year: -665, epoch: -218120 },
      },
      {
        name: 'Post-Divergence',
        format: 'Year {{year}} - P.D.',
        description: '<p>Much time has passed since, and the world has been reborn once again.</p>',
        settings: { show_as_event: false, use_custom_format: true, event_category: null, ends_year: false, restart: false, starting_era: false },
        date: { year: 1, timespan: 0, day: 1, era_year: 1, epoch: 0 },
      },
    ],
    settings: { ...displaySettings, allow_view: true, only_backwards: true, add_month_number: true },
    cycles: { format: '', data: [] },
  },
  dynamic_data: { year: 835, timespan: 0, day: 16, epoch: 273596, custom_location: false, location: 'Cool and Rainy', hour: 0, minute: 0 },
  events: [],
  categories: [],
};

// The Shire Reckoning: Mid-year's Day (every year) and Overlithe (every fourth year, not every
// hundredth) are festival days outside the week before the second day of Lithe.
export const SHIRE_EXPORT = {
  name: 'Shire Reckoning',
  static_data: {
    year_data: {
      first_day: 1,
      overflow: true,
      global_week: ['Sterday', 'Sunday', 'Monday', 'Trewsday', 'Hevensday', 'Mersday', 'Highday'],
      timespans: [
        month('2 Yule', 1),
        month('Afteryule', 30),
        month('Solmath', 30),
        month('Rethe', 30),
        month('Astron', 30),
        month('Thrimidge', 30),
        month('Forelithe', 30),
        month('Lithe (1)', 1),
        month('Lithe (2)', 1),
        month('Afterlithe', 30),
        month('Wedmath', 30),
        month('Halimath', 30),
        month('Winterfilth', 30),
        month('Blotmath', 30),
        month('Foreyule', 30),
        month('1 Yule', 1),
      ],
      leap_days: [
        { name: 'Mid-year&#39;s Day', intercalary: true, timespan: 8, adds_week_day: false, day: 0, week_day: '', interval: '1', offset: 0 },
        { name: 'Overlithe', intercalary: true, timespan: 8, adds_week_day: false, day: 0, week_day: '', interval: '!100,4', offset: 0 },
      ],
    },
    moons: [{ name: 'Moon', cycle: '29.53', shift: 6, granularity: 24, color: '#ffffff', hidden: false }],
    clock: { enabled: false, hours: 24, minutes: 60, offset: 0, crowding: 0 },
    seasons: quietSeasons,
    eras: [],
    settings: displaySettings,
    cycles: { format: '', data: [] },
  },
  dynamic_data: { year: 1419, timespan: 0, day: 0, epoch: 517909, custom_location: false, location: 'Equatorial' },
  events: [],
  categories: [],
};

/** A small export to vary in the specs: two months, a week of five days, the given parts merged in. */
export const fantasyCalendarExport = (yearData: object = {}, staticData: object = {}, top: object = {}) => ({
  name: 'Reckoning',
  static_data: {
    year_data: {
      first_day: 1,
      overflow: true,
      global_week: ['One', 'Two', 'Three', 'Four', 'Five'],
      timespans: [month('Thaw', 30), month('Ember', 20)],
      leap_days: [],
      ...yearData,
    },
    moons: [],
    clock: { enabled: true, hours: 24, minutes: 60, offset: 0, crowding: 0 },
    seasons: quietSeasons,
    eras: [],
    settings: displaySettings,
    cycles: { format: '', data: [] },
    ...staticData,
  },
  dynamic_data: {},
  events: [],
  categories: [],
  ...top,
});
