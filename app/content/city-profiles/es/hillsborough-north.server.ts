import type { SpanishCityProfiles } from "../../city-profile-schema";

/** North and northwest Hillsborough County, plus Temple Terrace, Thonotosassa and Plant City to the east. */
export const hillsboroughNorthEs: SpanishCityProfiles = {
  lutz: {
    photoAlt: "Casa grande en Lutz con techo de tejas planas de concreto gris",
    headline:
      "Casitas junto a los lagos de la US 41, fincas con caballos y los vecindarios cerrados con golf de Cheval y Heritage Harbor: reparamos y reemplazamos todos los techos de Lutz.",
    intro: [
      "Lutz todavía se comporta como un pueblo pequeño: cada 4 de julio elige a un Guv'na honorario y su desfile pasa frente a la antigua estación de tren de Lutz Lake Fern Road. Sus viviendas han crecido alrededor de ese núcleo por capas, desde casitas junto a los lagos de mediados del siglo pasado hasta comunidades cerradas con campo de golf, llenas de complicados techos a cuatro aguas, tejas de concreto y largos tramos de metal en las limahoyas.",
      "Lo que une esas capas es la sombra de los árboles. Robles de Virginia (live oaks), robles laurel y pinos de Florida (slash pines) dan sombra a buena parte de los techos de Lutz: mantienen húmedas las tejas asfálticas (shingles), alimentan las manchas negras de algas y dejan caer agujas sin parar en las limahoyas y las canaletas. Antes de recomendar nada, revisamos con atención dónde se acumulan los residuos, las tablas de fascia que nunca terminan de secarse y las ramas que cuelgan sobre la cumbrera, porque a veces la solución más económica para una gotera recurrente en Lutz es podar una rama y limpiar una limahoya, no un techo nuevo.",
    ],
    neighborhoodNames: {
      "Old Lutz around the US 41 depot": "Old Lutz, junto a la antigua estación de la US 41",
      "Van Dyke Road corridor": "Corredor de Van Dyke Road",
    },
    housing:
      "Tres generaciones de viviendas comparten los códigos postales de Lutz. Las más antiguas son casas modestas de madera y de bloque de concreto cerca de la US 41 y alrededor de los lagos más pequeños, muchas con techos de baja pendiente sobre porches o cocheras (carports) que se unieron al techo principal décadas después de construida la casa. Luego vienen las casas tipo rancho en un acre o más, a menudo con graneros, talleres y cobertizos independientes, cada uno con su propio techo de tejas asfálticas o de metal. Y están las comunidades con restricciones de escritura: Cheval, cerrada, con su campo de golf y sus grandes casas hechas a la medida, y Heritage Harbor y Stonebrier, desarrolladas en las décadas de 1990 y 2000, donde predominan las tejas asfálticas arquitectónicas y las tejas de concreto, y donde la asociación de propietarios (HOA) normalmente aprueba el color y el perfil antes de que empiece un reemplazo.",
    stormExposure:
      "Lutz está bien tierra adentro y no tiene que preocuparse por la marejada ciclónica; lo que daña sus techos es el viento, la madera que cae y la lluvia. El huracán Irma subió por el centro del estado en 2017 y aun así derribó robles y pinos en todo el norte de Hillsborough, y Milton, en octubre de 2024, juntó ráfagas fuertes con casi un día entero de lluvia intensa, una combinación que encuentra cada tapajuntas cansado. La amenaza más habitual es la tormenta eléctrica de verano. Florida es el estado con más rayos del país, y las celdas de tormenta que se forman por la tarde sobre los lagos de Lutz traen ráfagas en línea recta que doblan hacia atrás las lengüetas de las tejas asfálticas, además de alguna que otra granizada ligera.",
    localNotes:
      "Una dirección postal de Lutz no indica en qué condado está su casa. Los códigos postales de Lutz, en particular el 33559, cruzan la línea hacia el condado de Pasco, donde el permiso lo emite el propio departamento de construcción de Pasco, mientras que las casas del lado de Hillsborough, incluidas Cheval y Heritage Harbor, reciben el permiso de Hillsborough County Development Services. Las comunidades cerradas añaden sus propios pasos: listas de contratistas autorizados en la entrada, horarios de trabajo limitados y, en la mayoría de las asociaciones de propietarios (HOA), la aprobación por escrito del color de las tejas asfálticas o de las tejas, todo lo cual incluimos en el calendario.",
    whyChoose: [
      "Experiencia práctica con toda la variedad de Lutz, desde ranchos de varios acres y casitas junto a los lagos hasta casas con HOA en Cheval y Heritage Harbor",
      "Confirmamos si su propiedad en Lutz recibe el permiso de Hillsborough o de Pasco antes de programar el trabajo",
      "Opiniones honestas sobre las goteras causadas por árboles, incluso cuando basta con podar y limpiar una limahoya",
      "Techos para graneros, talleres y garajes independientes, de tejas asfálticas o de metal con tornillos expuestos, además del de la casa",
      "Una empresa familiar de la vecina Odessa que trabaja en el norte de Hillsborough desde 1987",
    ],
    faqs: [
      {
        question: "Mi dirección de Lutz está en el 33559. ¿Qué condado tramita el permiso de mi techo?",
        answer:
          "Depende de dónde esté la propiedad, no del código postal. Una parte del 33559 está en el condado de Pasco y recibe allí el permiso; el resto lo tramita Hillsborough County Development Services. Buscamos la propiedad antes de cotizar, para que la oficina, las tarifas y las inspecciones correctas formen parte del plan desde el primer día.",
      },
      {
        question: "¿Necesito la aprobación de la HOA para reemplazar el techo en Cheval o Heritage Harbor?",
        answer:
          "En la mayoría de las comunidades de Lutz con restricciones de escritura, sí. Las asociaciones suelen pedir por escrito el fabricante, la línea de producto y el color, y en los vecindarios con techos de tejas pueden limitarlo a ciertos perfiles. Preparamos la solicitud con fichas técnicas y muestras, y no programamos el retiro del techo viejo hasta tener en mano la carta de aprobación.",
      },
      {
        question: "Hay ramas de roble sobre mi techo. ¿Debo podarlas antes de instalar el techo nuevo?",
        answer:
          "Vale la pena hacerlo. Las ramas que rozan el techo les quitan los gránulos a las tejas asfálticas y mantienen la superficie lo bastante húmeda para que crezcan algas y musgo, y una rama que cae en una tormenta de verano puede perforar el entablado. Pida a un arborista que pode las ramas que cuelgan sobre el techo antes de la instalación; en las caídas a la sombra, las tejas asfálticas resistentes a las algas ayudan.",
      },
    ],
    keywords: [
      "techador en Lutz",
      "techos en Lutz FL",
      "reemplazo de techo Lutz FL",
      "reparación de techo de tejas Cheval",
      "techos Heritage Harbor",
      "techo de metal para granero Lutz",
    ],
  },

  "citrus-park": {
    headline:
      "Citrus Park pasó de naranjales y fincas a urbanizaciones alrededor del centro comercial; sus techos van de viejas casas rancho junto a Gunn Highway a casas adosadas bajo un mismo techo.",
    intro: [
      "Mucho antes del centro comercial, Citrus Park era un poblado de naranjales, destilerías de trementina y granjas familiares, y algunas de esas antiguas fincas siguen en pie entre las calles más nuevas. Sin embargo, la mayoría de las viviendas de la zona se construyeron a partir de los años 80, a medida que Gunn Highway, Sheldon Road y Ehrlich Road se llenaban de urbanizaciones. Una casa terminada a finales de los años 80 normalmente ya ha tenido un reemplazo de techo y puede estar lista para el segundo.",
      "Cuando retiramos un techo en Citrus Park, esperamos encontrar algo de historia: una capa parchada por una gotera antigua, una lámina de madera contrachapada cambiada hace años, ventilaciones de extracción que ya no coinciden con nada en el ático. Lo fotografiamos todo, llevamos el entablado a los requisitos de clavado actuales y rehacemos la ventilación para que el ático no cocine las tejas asfálticas nuevas desde abajo.",
    ],
    neighborhoodNames: {
      "Village Centre townhomes": "Casas adosadas de Village Centre",
      "Gunn Highway and Ehrlich Road": "Gunn Highway y Ehrlich Road",
      "Sheldon Road corridor": "Corredor de Sheldon Road",
      "Mobley Road and Hixon Road homesteads": "Antiguas fincas de Mobley Road y Hixon Road",
      "Citrus Park Drive near the mall": "Citrus Park Drive, cerca del centro comercial",
    },
    housing:
      "Citrus Park no tiene un solo estilo. En las calles más antiguas al este de Gunn Highway todavía hay casas rancho de bloque, casas de granja de madera e incluso algunas casas tipo cabaña de troncos en terrenos grandes, a menudo con techo de metal o de tejas asfálticas de tres lengüetas y ampliadas por etapas. A su alrededor están las urbanizaciones construidas en serie en los años 80 y 90: casas de estuco de uno y dos pisos con techos a cuatro aguas, pendientes moderadas y tejas asfálticas arquitectónicas en tonos marrones y grises, normalmente bajo una asociación con una lista de colores aprobados. La capa más reciente es más densa e incluye las casas adosadas (townhomes) de estilo neotradicional construidas bajo el plan Citrus Park Village cerca de Ehrlich Road, donde los edificios quedan cerca de la acera y un solo techo continuo cubre a varios propietarios.",
    stormExposure:
      "Old Tampa Bay queda lo bastante lejos como para que la marejada ciclónica no sea lo que daña los techos de Citrus Park; lo que los daña son los árboles y el agua estancada. La zona está salpicada de cipresales, humedales y estanques de retención, y después de lluvias prolongadas como las de Milton en octubre de 2024, el suelo empapado deja que los árboles caigan con todo y raíces. Los robles plantados cuando las urbanizaciones eran nuevas ya tienen altura suficiente para alcanzar un techo al caer. La lluvia impulsada por el viento es el otro problema. En un techo de los años 90 cuyas tiras selladoras ya envejecieron, las ráfagas pueden despegar las lengüetas de las tejas asfálticas sin arrancarlas, un daño que solo se descubre cuando alguien levanta las lengüetas a mano, que es justo la revisión que hacemos después de cada tormenta con nombre.",
    localNotes:
      "Como Citrus Park no tiene gobierno municipal, los permisos de reemplazo de techo los emite el departamento de Development Services del condado. Aquí conviene prestar atención a una regla de Florida: cuando se repara o reemplaza más de una cuarta parte de una sección del techo en un plazo de doce meses, por lo general toda la sección debe cumplir el código vigente, a menos que el techo existente se haya instalado según el Código de Construcción de Florida de 2007 o una edición posterior. Muchos techos antiguos de la zona son anteriores a ese límite, así que una reparación grande puede convertirse en un reemplazo. Le decimos de qué lado de la línea está el suyo antes de que usted se comprometa.",
    whyChoose: [
      "Años retirando techos en las casas de urbanización de los años 80 y 90 de Citrus Park, así que sabemos lo que suele esconderse bajo las tejas asfálticas",
      "Respuestas claras sobre la regla del 25 por ciento de Florida antes de que elija entre reparar y reemplazar",
      "Ayuda para aclarar qué parte del techo de una casa adosada le toca a cada propietario y qué parte a la asociación",
      "Techos también para las fincas antiguas, incluidos anexos de metal y ampliaciones de baja pendiente",
      "Ventilación del ático corregida en cada reemplazo, para que las tejas asfálticas nuevas no se cocinen desde abajo",
    ],
    faqs: [
      {
        question:
          "Mi casa adosada en Citrus Park necesita un techo nuevo. ¿Me toca a mí o a la asociación de propietarios (HOA)?",
        answer:
          "Lo decide la declaración de su comunidad, y varía. Algunas asociaciones son dueñas de todos los techos y los reemplazan según un calendario; otras hacen a cada propietario responsable de la sección sobre su unidad, lo que significa que los vecinos de un mismo edificio tienen que coordinar el material y las fechas. Envíenos la declaración y podemos cotizar el edificio completo o una sola unidad.",
      },
      {
        question: "Mi HOA aprobó hace años un color de tejas asfálticas que ya no se fabrica. ¿Qué hago ahora?",
        answer:
          "Los fabricantes retiran colores con regularidad, y las asociaciones suelen actualizar sus listas en consecuencia. Le traemos las muestras actuales más parecidas a los techos de sus vecinos, las comparamos con la lista aprobada más reciente de la asociación y presentamos la solicitud antes de pedir el material.",
      },
      {
        question:
          "Nuestra casa de los años 90 todavía tiene sus primeras tejas asfálticas. ¿Cómo sabemos si el entablado está en buen estado?",
        answer:
          "Empiece por el ático: luz del día entre las juntas de los paneles, manchas oscuras alrededor de los clavos y paneles blandos o deslaminados son señales de alerta. En el techo, una sensación esponjosa al pisar o líneas onduladas en las tejas asfálticas indican madera mojada o en mal estado. La cantidad exacta se conoce al retirar el techo, y fotografiamos cada lámina que reemplazamos para que la factura coincida con lo que usted puede ver.",
      },
    ],
    keywords: [
      "techador en Citrus Park",
      "techos en Citrus Park FL",
      "reemplazo de techo Citrus Park FL",
      "reemplazo de techo de casa adosada Tampa",
      "techos Gunn Highway",
    ],
  },

  "town-n-country": {
    headline:
      "En Town 'n' Country, las casas de bloque de los años 60, los lotes sobre canales junto a Old Tampa Bay y las urbanizaciones hacia Sheldon Road piden techos distintos, y hacemos el adecuado.",
    intro: [
      "Town 'n' Country nació en 1959, cuando se levantaron las primeras casas de Town 'N Country Park al norte de Memorial Highway, en lo que habían sido pastos de una lechería. Durante los años 60 y 70 siguieron miles de casas de bloque de concreto, y ese conjunto todavía define gran parte de la comunidad: un solo piso, losa sobre el terreno, techo bajo a cuatro aguas o a dos aguas, aleros anchos y una cochera (carport) o un Florida room (cuarto de sol) añadidos en algún momento. En esas ampliaciones empiezan la mayoría de las goteras.",
      "Los bordes oeste y norte se llenaron después con urbanizaciones, casas adosadas y condominios de los años 80 y 90 hacia Sheldon Road y Countryway. Junto a la bahía, las calles frente a los canales tienen otros problemas, desde el aire salino que corroe los clavos y tornillos hasta las reglas de las zonas inundables. Tratamos Town 'n' Country como varias comunidades que comparten un mismo nombre, y cotizamos cada techo según lo que realmente es.",
    ],
    neighborhoodNames: {
      "Sweetwater Creek area": "Zona de Sweetwater Creek",
      "Memorial Highway corridor": "Corredor de Memorial Highway",
      "Sheldon Road and Linebaugh Avenue": "Sheldon Road y Linebaugh Avenue",
    },
    housing:
      "La casa original típica de aquí tiene paredes de mampostería bajo un techo con estructura de madera, normalmente un techo sencillo a cuatro aguas de pendiente moderada a baja, y algunas todavía conservan su entablado original de tablas bajo tejas asfálticas posteriores. Las secciones de baja pendiente están por todas partes: cocheras, cuartos con malla y patios cerrados que necesitan betún modificado u otra membrana, ya que el código de Florida no permite tejas asfálticas por debajo de una pendiente de 2:12 y cerca de ese límite funcionan mal. A lo largo de los canales y frente a la bahía, casas más grandes hechas a la medida en los años 70 y 80 combinan tejas de concreto, metal y techos planos, y los enclaves con restricciones de escritura, como Bay Port Colony, pueden exigir la aprobación de la asociación antes de cambiar el techo.",
    stormExposure:
      "Las partes sur y oeste de Town 'n' Country están a baja altura a lo largo de Old Tampa Bay, con Sweetwater Creek y Rocky Creek llevando la escorrentía hacia la bahía, y las calles junto a la bahía están en las zonas de evacuación A y B. El huracán Helene, en septiembre de 2024, metió agua en casas de Bay Crest Park que se habían mantenido secas durante décadas, y la lluvia de Milton, dos semanas después, cerró tramos de West Hillsborough Avenue. El viento de todos los días es la otra amenaza: las ráfagas cruzan el agua abierta sin nada que las frene, y el aire salino corroe los tornillos expuestos, las bridas de las ventilaciones y el borde de goteo mucho más rápido que tierra adentro.",
    localNotes:
      "El correo llega con dirección de Tampa, pero casi todo Town 'n' Country es territorio no incorporado, así que el permiso de techo lo emite Hillsborough County Development Services y no la Ciudad de Tampa. Algunas casas junto a la bahía también están en una zona especial de riesgo de inundación de FEMA. Si el techo forma parte de una renovación más grande en una de esas casas, el costo total del proyecto cuenta para la revisión de mejora sustancial del condado, así que mantenemos el alcance y el costo del techo documentados claramente por separado.",
    whyChoose: [
      "Conocemos la casa de bloque de Town 'n' Country, desde su techo bajo a cuatro aguas hasta la unión con el techo plano de la cochera que suele causar la gotera",
      "Sistemas de membrana para cocheras, Florida rooms y techos de patio, donde las tejas asfálticas no sirven",
      "Tornillos aptos para zonas costeras y tapajuntas resistentes a la corrosión en casas junto a la bahía y frente a canales",
      "Protección provisional rápida del techo después de las tormentas para casas que se recuperan de una inundación",
      "Permisos presentados en la oficina correcta, la del condado de Hillsborough, aunque su dirección diga Tampa",
    ],
    faqs: [
      {
        question: "Mi dirección dice Tampa. ¿El permiso del techo lo da la Ciudad de Tampa?",
        answer:
          "Probablemente no. Town 'n' Country es territorio no incorporado del condado de Hillsborough, así que los permisos pasan por Hillsborough County Development Services aunque el correo use Tampa. Algunas propiedades cerca de los límites sí están dentro de la ciudad, por eso confirmamos la jurisdicción en el sitio web del tasador de propiedades antes de presentar la solicitud.",
      },
      {
        question: "El techo plano de mi cochera sigue goteando. ¿Pueden ponerle tejas asfálticas y ya?",
        answer:
          "No, y muchas veces así empezó el problema. Las tejas asfálticas necesitan una pendiente mínima de 2:12 y funcionan mucho mejor por encima de ella. La mayoría de los techos de cocheras y porches de aquí son más planos, así que retiramos lo que hay, reparamos el entablado, instalamos una membrana de betún modificado o similar y colocamos bien los tapajuntas donde se une con el techo principal.",
      },
      {
        question: "¿Es el metal una buena opción para una casa cerca de Old Tampa Bay?",
        answer:
          "Puede serlo, con los materiales correctos. Cerca del agua salada preferimos paneles de aluminio o de acero con un recubrimiento de alta calidad, junto con tornillos y molduras aptos para la exposición costera, porque el acero con poco galvanizado se oxida en los bordes cortados y en las cabezas de los tornillos.",
      },
      {
        question: "Nuestra casa se inundó en la tormenta. ¿Hay que arreglar primero el techo o el interior?",
        answer:
          "Si el techo también sufrió daños, primero el techo. Quitar paneles de yeso mojados sirve de poco mientras siga entrando la lluvia, así que cubrimos o protegemos el techo de inmediato, documentamos el daño para su aseguradora y programamos el techo definitivo para que no choque con el equipo de restauración que trabaja adentro.",
      },
    ],
    keywords: [
      "techador en Town 'n' Country",
      "reemplazo de techo Town n Country",
      "reparación de techo plano Tampa 33615",
      "reparación de techo de cochera Town 'n' Country",
      "techos en Town 'n' Country FL",
    ],
  },

  carrollwood: {
    headline:
      "Desde las casas rancho de Lake Carroll hasta las calles arboladas de Carrollwood Village, reparamos y reemplazamos techos bajo robles frondosos y viejas restricciones de escritura.",
    intro: [
      "Carrollwood nació en 1959 como una urbanización planificada alrededor de Lake Carroll, en terrenos que habían sido naranjales, y sus restricciones de escritura originales todavía le dan forma al vecindario: casas de mampostería, retiros amplios y ampliaciones que deben combinar con la casa principal. Al oeste de Dale Mabry, Carrollwood Village llegó en los años 70 alrededor del campo de un club campestre, y desde entonces el nombre se ha extendido a urbanizaciones y centros comerciales más nuevos en todo el noroeste de Hillsborough.",
      "Aquí casi todo el trabajo de techado es reemplazo. Los lotes vacíos son raros, así que el trabajo suele consistir en retirar tejas asfálticas gastadas y poner una casa antigua al día con un código que no existía cuando se construyó. Con frecuencia encontramos techos instalados sobre una capa anterior, extractores de baño que descargan al ático en vez de al exterior y tragaluces de los años 80 sellados con nada más que cemento para techos. Corregimos cada uno de esos problemas durante el reemplazo.",
    ],
    neighborhoodNames: {
      "Carrollwood Country Club area": "Zona del Carrollwood Country Club",
      "Casey Road and Gunn Highway": "Casey Road y Gunn Highway",
    },
    housing:
      "Original Carrollwood se compone sobre todo de casas de bloque de un piso de los años 60 y principios de los 70, muchas con techos a cuatro aguas o a dos aguas de poca pendiente, aleros anchos y líneas de mediados de siglo que sus dueños quieren conservar. Su asociación cívica hace cumplir restricciones de escritura que exigen construcción de mampostería y la aprobación de las ampliaciones. Carrollwood Village es un poco más joven: casas de dos pisos y de planta dividida de los años 70 y 80, con molduras de madera y, en algunas, revestimiento de madera, techos más inclinados y más limahoyas. La fascia y el sofito originales podridos, escondidos detrás de las canaletas, aparecen en muchos trabajos en Carrollwood. Predominan las tejas asfálticas arquitectónicas, con techos de tejas en algunas casas más recientes hechas a la medida.",
    stormExposure:
      "Los lagos que hacen atractivo a Carrollwood también determinan su riesgo ante el clima. Lake Carroll, Lake Magdalene y varios estanques más pequeños están rodeados de robles de Virginia y robles laurel maduros, y los robles laurel en particular crecen rápido, envejecen pronto y sueltan ramas pesadas con vientos fuertes. Irma en 2017 y Milton en 2024 derribaron árboles en todo el noroeste de Hillsborough, y el golpe de una rama que agrieta una cercha o atraviesa el entablado requiere una reparación estructural, no solo tejas asfálticas nuevas. El problema de todos los días es la sombra. Los techos que reciben poco sol directo desarrollan manchas oscuras de algas y musgo, retienen humedad bajo la hojarasca y se desgastan primero en sus caídas orientadas al norte.",
    localNotes:
      "Carrollwood, Carrollwood Village, Northdale y Lake Magdalene están fuera de cualquier ciudad, y Hillsborough County Development Services es la oficina de permisos para todos ellos. Las restricciones de escritura son una capa aparte que el condado no hace cumplir: la asociación cívica de Original Carrollwood, las asociaciones de vecindario del Village y las asociaciones de propietarios (HOA) de las zonas más nuevas tienen cada una sus propias reglas sobre materiales y colores. En la primera visita preguntamos cuál rige en su calle e incluimos sus trámites en el calendario.",
    whyChoose: [
      "Reemplazos en las casas de los años 60 y 70 de Carrollwood que conservan las líneas de techo bajas y limpias que sus dueños valoran",
      "Fascia, sofito y molduras podridos reparados junto con el techo, para que una sola cuadrilla se encargue de todo el borde",
      "Tejas asfálticas resistentes a las algas y mejoras de ventilación para lotes a la sombra de los robles",
      "Respeto por las restricciones de escritura de Original Carrollwood y por las revisiones de las asociaciones del Village",
      "Inspecciones después de la tormenta que revisan las cerchas y el entablado bajo una rama caída, no solo la superficie",
    ],
    faqs: [
      {
        question: "¿Necesito la aprobación de la Carrollwood Civic Association para reemplazar mi techo?",
        answer:
          "Cambiar las tejas asfálticas por otras iguales rara vez toca algo que cubran las restricciones de escritura, pero cambiar la forma del techo, añadir una estructura o cambiar de material sí puede hacerlo. Como las reglas difieren entre Original Carrollwood, el Village y las asociaciones más nuevas, consulte con la suya antes de pedir los materiales; podemos darle las fichas técnicas de los productos para cualquier revisión.",
      },
      {
        question: "¿Qué son las manchas negras de mi techo? ¿Significan que está fallando?",
        answer:
          "Normalmente son un alga verdeazulada que se alimenta del relleno de piedra caliza de las tejas asfálticas, y prospera en los techos sombreados de Carrollwood. Las manchas se ven mal, pero por sí solas no significan que el techo tenga goteras. Un lavado suave con un limpiador seguro para techos las elimina, mientras que el lavado a presión arranca los gránulos y debe evitarse. Al reemplazar el techo, las tejas asfálticas con gránulos que contienen cobre resisten mejor que vuelvan a aparecer.",
      },
      {
        question: "Una rama cayó sobre mi techo durante una tormenta. ¿Es seguro quedarse en la casa?",
        answer:
          "Si hay una rama grande apoyada en el techo, o si ve un cielo raso hundido, grietas nuevas en los paneles de yeso o luz del día, no entre en esas habitaciones hasta que se inspeccione el techo. Coordinamos el retiro con un servicio de árboles, revisamos las cerchas y el entablado, cubrimos la abertura con lona el mismo día cuando es posible y documentamos todo para su aseguradora.",
      },
      {
        question: "¿Debo cambiar de tejas asfálticas a metal en mi casa rancho de los años 60?",
        answer:
          "Vale la pena considerarlo. El metal de junta alzada va bien con los techos largos y bajos de las casas rancho de Carrollwood, funciona con pendientes que quedan justas para las tejas asfálticas y deja caer fácilmente las hojas de roble. Revisamos su pendiente, las reglas de su asociación y la aprobación del producto en Florida antes de recomendarlo.",
      },
    ],
    keywords: [
      "techador en Carrollwood",
      "reemplazo de techo Carrollwood FL",
      "techos Carrollwood Village",
      "limpieza de algas del techo Carrollwood",
      "reparación de techos Northdale",
    ],
  },

  "temple-terrace": {
    headline:
      "En Temple Terrace, las casas mediterráneas de los años 20, las modernas de mediados de siglo y los lotes junto al Hillsborough River piden techos que respeten su diseño y los permisos de la ciudad.",
    intro: [
      "Temple Terrace se planificó a principios de los años 20 como una comunidad de golf para norteños adinerados, trazada sobre lo que había sido la reserva de caza de Bertha Palmer y bautizada por la naranja Temple que se cultivaba en sus arboledas. Decenas de casas de estilo renacimiento mediterráneo (Mediterranean Revival) de aquel auge sobreviven alrededor del campo de golf, con paredes de estuco, parapetos y teja de barril de barro rojo. Después de la Segunda Guerra Mundial, la ciudad se llenó de casas rancho y de una notable serie de casas modernas de mediados de siglo con aleros amplios y techos de poca pendiente, seguidas de urbanizaciones más recientes en los lados norte y este.",
      "Esa variedad les plantea a los techadores de Temple Terrace una mezcla poco común de problemas: techos planos escondidos detrás de parapetos que desaguan por imbornales (scuppers), teja de barril colocada a mano sobre una membrana base que puede tener décadas, y techos modernistas con una pendiente demasiado baja para cualquier teja asfáltica. Las casas de alquiler cerca de la University of South Florida suman a la mezcla el mantenimiento atrasado.",
    ],
    neighborhoodNames: {
      "Historic golf-course district": "Distrito histórico del campo de golf",
      "Hillsborough River frontage": "Frente al Hillsborough River",
      "Downtown Temple Terrace on 56th Street": "Centro de Temple Terrace en 56th Street",
      "Blocks around Florida College": "Cuadras alrededor de Florida College",
    },
    housing:
      "Las casas de los años 20 son la razón por la que los preservacionistas conocen Temple Terrace. Sus techos suelen ser combinaciones: teja de barril de barro en las secciones inclinadas, techos planos de capas múltiples (built-up) o de betún modificado detrás de parapetos de estuco, y torres o entradas rematadas con teja. Mantenerlos en buen estado implica reconstruir las secciones planas con desviadores de agua (crickets) y tapajuntas en los imbornales, para que el agua nunca se quede contra el parapeto. Las casas modernas de mediados de siglo, construidas entre finales de los años 40 y mediados de los 60, plantean el desafío contrario: planos largos y de poca pendiente con extremos de vigas a la vista, donde la respuesta correcta es una membrana o metal de junta alzada para baja pendiente. La mayor parte del resto de las viviendas son casas rancho de bloque y urbanizaciones de los años 70 a 90 con tejas asfálticas.",
    stormExposure:
      "El Hillsborough River bordea la ciudad, y su agua es lo principal cuando hay tormenta. Después de Milton, en octubre de 2024, se emitieron avisos de inundación para el río en Morris Bridge y cerca de Hillsborough River State Park, y calles bajas y estacionamientos dentro y alrededor de Temple Terrace se inundaron. El viento es la segunda preocupación. La teja de barro antigua asentada con mortero, el método habitual antes de los sistemas modernos con adhesivo de espuma y fijación mecánica, se afloja con los años y puede levantarse con las ráfagas, y una sola teja desplazada deja que la lluvia impulsada por el viento llegue a una membrana base que puede ser tan vieja como el último reemplazo de techo.",
    localNotes:
      "Como ciudad incorporada, Temple Terrace emite los permisos de techo a través de su propia división de construcción en el ayuntamiento (City Hall) y envía a sus propios inspectores, así que el condado de Hillsborough no interviene. La ciudad también tiene una Historic Preservation Board (junta de preservación histórica), y la participación en su programa de preservación ha sido voluntaria; si su casa ha sido designada histórica, los cambios exteriores, como reemplazar la teja de barro por otro material, pueden requerir la revisión de la junta. Primero verificamos la situación de la propiedad y, en las casas históricas, fotografiamos en detalle el techo existente antes de retirar nada.",
    whyChoose: [
      "Teja de barril de barro recuperada, combinada y vuelta a colocar en las casas de estilo mediterráneo de los años 20 de Temple Terrace",
      "Techos planos detrás de parapetos reconstruidos con desviadores, imbornales y tapajuntas que mantienen el agua en movimiento",
      "Opciones de membrana para baja pendiente y de metal de junta alzada adecuadas para los techos modernos de mediados de siglo",
      "Permisos e inspecciones de la Ciudad de Temple Terrace a nuestro cargo, incluida la verificación de estatus histórico",
      "Informes con fotos para arrendadores y dueños que viven fuera con propiedades de alquiler cerca de USF",
    ],
    faqs: [
      {
        question: "¿Quién emite los permisos de techo en Temple Terrace, la ciudad o el condado?",
        answer:
          "La ciudad. Temple Terrace tiene su propia división de construcción, así que las solicitudes, las tarifas y las inspecciones pasan por el ayuntamiento y no por el condado de Hillsborough. Algunas casas cercanas comparten los códigos postales 33617 y 33637 pero están fuera de los límites de la ciudad y son jurisdicción del condado, así que verificamos su propiedad antes de presentar la solicitud.",
      },
      {
        question: "Mi casa de los años 20 tiene un techo de teja de barril de barro. ¿Se puede salvar?",
        answer:
          "Con frecuencia, sí. La teja de barro antigua suele durar más que la membrana base que tiene debajo. Retiramos la teja a mano, la clasificamos y la apilamos, reemplazamos la membrana base y cualquier entablado podrido, y volvemos a colocar las piezas en buen estado con fijación moderna, completando los huecos con teja recuperada o nueva del mismo perfil. Es normal que algunas se rompan; el objetivo es conservar el aspecto original.",
      },
      {
        question: "Se acumula agua en el techo plano detrás de mi parapeto. ¿Es normal?",
        answer:
          "Un poco de agua que desaparece en uno o dos días es común en los techos planos antiguos, pero el agua estancada que permanece acorta la vida de la membrana y encuentra cada costura débil. Las soluciones habituales son aislamiento con pendiente o desviadores que empujan el agua hacia los imbornales, imbornales más grandes o con tapajuntas nuevos, y una membrana nueva que suba por los muros del parapeto y pase por encima de ellos.",
      },
      {
        question: "Tengo una propiedad de alquiler cerca de USF. ¿Pueden coordinar con mis inquilinos?",
        answer:
          "Sí. Coordinamos el acceso directamente con los inquilinos, fotografiamos el techo y el ático para que usted pueda evaluar su estado desde donde esté, y le enviamos el estimado, el permiso y los resultados de la inspección final. Si hay una gotera activa, primero protegemos el techo del agua y después hablamos de las opciones.",
      },
    ],
    keywords: [
      "techador en Temple Terrace",
      "reparación de techo de tejas de barro Temple Terrace",
      "reparación de techo plano con parapeto Tampa",
      "reemplazo de techo Temple Terrace FL",
      "techos en Temple Terrace",
    ],
  },

  westchase: {
    photoAlt: "Casa de dos pisos en Westchase con un techo nuevo de tejas asfálticas arquitectónicas color carbón",
    headline:
      "Muchos techos de Westchase llegan a la hora del reemplazo a la vez, y cada uno necesita la aprobación de la Westchase Community Association; nos encargamos del techo y de ese trámite.",
    intro: [
      "Westchase es una comunidad planificada que se empezó a construir a principios de los años 90, un mosaico de vecindarios con nombre propio (villages) alrededor de un campo de golf, entre ellos las calles caminables de West Park Village, con garajes que dan a callejones traseros. Como la mayor parte se construyó en poco tiempo, sus techos envejecen en oleadas. Vecindarios enteros ven ahora cómo sus techos de tejas asfálticas originales o de primer reemplazo llegan juntos al final de su vida útil, y muchos dueños se enteran primero por su aseguradora, al momento de renovar la póliza.",
      "Ningún techo de Westchase es una decisión puramente privada. Las Residential Guidelines de la comunidad detallan los materiales de techo aceptables, los colores de tejas y tejas asfálticas y las garantías requeridas, y todo reemplazo debe ser aprobado por el Modifications Committee de la Westchase Community Association, después de la revisión arquitectónica del propio vecindario en los villages que la tienen. Preparar esas solicitudes es parte habitual de cada trabajo que hacemos en Westchase, así que la carta de aprobación llega antes que el contenedor de escombros.",
    ],
    housing:
      "Las casas de Westchase son en su mayoría de estuco sobre bloque, a menudo con segundos pisos de estructura de madera, construidas entre principios de los años 90 y mediados de los 2000. Muchos vecindarios de casas unifamiliares se inclinan por las tejas asfálticas arquitectónicas en tonos tierra, mientras que varios vecindarios de casas más grandes tienen sobre todo tejas de concreto planas o de perfil en S. West Park Village mezcla casas independientes, villas y casas adosadas con garajes traseros sobre callejones, lo que significa más planos de techo pequeños, buhardillas y tapajuntas entre pared y techo por casa que en una urbanización típica. La paleta aprobada limita los colores, no la calidad; ajustamos cada solicitud al producto y a la garantía exactos que exigen las guías.",
    stormExposure:
      "Westchase está tierra adentro de Old Tampa Bay, más allá de donde la marejada ciclónica ha sido un problema, pero sus estanques y áreas de conservación hacen de la lluvia intensa el peligro principal. Después de Milton, en octubre de 2024, se inundaron casas en The Bridges cuando subió un estanque vecino, y algunas calles quedaron intransitables durante un par de días. Para los techos, la combinación dañina es el viento y el agua juntos: las ráfagas levantan una teja o despegan una hilera de tejas asfálticas, y las largas bandas de lluvia meten agua por la abertura durante horas. Los techos de tejas de concreto de los años 90 a menudo se asentaron con mortero y dependen de una membrana base que ya está cerca del final de su vida, así que un techo de tejas puede verse perfecto desde la calle y tener goteras en sus limahoyas y en sus uniones con las paredes.",
    localNotes:
      "El condado, a través de Hillsborough County Development Services, emite el permiso de construcción solo después de que la asociación ha aprobado la modificación, así que cada proyecto lleva dos aprobaciones y dos juegos de documentos, y nosotros presentamos ambos. Las reglas de Florida para la reparación de techos también cambiaron en 2022: los techos instalados según el Código de Construcción de Florida de 2007 o una edición posterior a menudo pueden repararse en parte sin reemplazar una sección completa, mientras que muchos techos originales de los años 90 no. Le decimos a cada dueño en qué categoría está su techo, y entregamos el informe de mitigación de viento que piden las aseguradoras una vez terminado el techo nuevo.",
    whyChoose: [
      "Solicitudes de modificación para la WCA y para el comité de revisión de su village preparadas con cada estimado en Westchase",
      "Productos que coinciden con los colores de techo y los términos de garantía de las Westchase Residential Guidelines",
      "Reemplazo de la membrana base bajo las tejas de concreto, reutilizando las tejas en buen estado donde las guías lo permiten",
      "Organización cuidadosa de la obra en los lotes estrechos con callejón y paredes compartidas de West Park Village",
      "Una inspección de mitigación de viento y documentos listos para la aseguradora al terminar el techo nuevo",
    ],
    faqs: [
      {
        question: "¿Cuánto tarda en Westchase la aprobación de la modificación para un techo nuevo?",
        answer:
          "Depende del calendario de reuniones del comité y de si su village revisa primero la solicitud, así que inclúyalo en sus planes. Presentamos un paquete completo con el nombre del producto, el color, la garantía del fabricante y un folleto o una muestra, lo que evita las idas y vueltas que causan la mayoría de los retrasos, y solo programamos la instalación cuando llega la aprobación.",
      },
      {
        question:
          "¿Puedo cambiar de tejas de concreto a tejas asfálticas, o de tejas asfálticas a metal, en Westchase?",
        answer:
          "Solo si las guías de su vecindario lo permiten. Las Residential Guidelines enumeran los materiales y colores de techo aceptables, y algunos villages añaden reglas propias más estrictas. Revisamos las guías vigentes para su sección antes de cotizar una alternativa y le diremos con franqueza si es poco probable que se apruebe un cambio.",
      },
      {
        question: "Mi aseguradora quiere una inspección porque el techo es original. ¿Qué van a revisar?",
        answer:
          "Principalmente la vida útil restante, los daños visibles y cualquier señal de goteras. Redactamos un informe con fotos de cada caída del techo, del ático y de los tapajuntas. Si el techo está en buen estado, ese informe puede ayudarle a mantener su cobertura; si no lo está, usted tiene una base documentada para un estimado de reemplazo.",
      },
      {
        question: "¿Dónde se pone el contenedor en un lote con entrada por callejón en West Park Village?",
        answer:
          "Eso requiere planificación. Usamos un remolque más pequeño o colocamos un contenedor donde la asociación lo permite, protegemos los adoquines y las plantas, y mantenemos el callejón despejado para los garajes de los vecinos.",
      },
    ],
    keywords: [
      "techador en Westchase",
      "reemplazo de techo Westchase",
      "aprobación de la HOA para techo Westchase",
      "techo de tejas de concreto Westchase",
      "techos West Park Village",
    ],
  },

  "plant-city": {
    headline:
      "Desde casas históricas de madera cerca del centro hasta Walden Lake y casas de granja entre campos de fresas, techamos Plant City y tramitamos el permiso en la oficina correcta.",
    intro: [
      "Plant City es una ciudad incorporada con profundas raíces agrícolas, conocida como la Capital Mundial de la Fresa de Invierno (Winter Strawberry Capital of the World) y sede del Florida Strawberry Festival cada año a finales del invierno. Sus viviendas reflejan esa historia: bungalós de madera y casas de dos pisos de principios del siglo XX en las calles alrededor del centro histórico, casas de bloque de la posguerra en los vecindarios más antiguos, y Walden Lake, la urbanización más grande de la ciudad, construida desde los años 70 hasta los 2000. Más allá de los límites de la ciudad, las granjas y las viviendas rurales se extienden hacia Dover, Springhead y Turkey Creek.",
      "Antes de cualquier proyecto de techo en Plant City, hay que confirmar si la propiedad está realmente dentro de la ciudad. Una dirección postal de Plant City abarca muchísimo terreno no incorporado del condado, y el permiso, las tarifas y el inspector cambian según el caso. Aclaramos eso primero y luego vemos lo que necesita la casa: las casas antiguas de madera a menudo tienen entablado de tablas y ampliaciones de varias épocas, y Walden Lake abarca suficientes décadas como para que vecinos de una misma calle tengan techos de edades muy distintas.",
    ],
    neighborhoodNames: {
      "Historic downtown blocks": "Cuadras del centro histórico",
      "James L. Redman Parkway corridor": "Corredor de James L. Redman Parkway",
    },
    housing:
      "Las calles residenciales más antiguas, cerca del centro, tienen casas de madera de entre 1900 y los años 30: hastiales empinados, revestimiento de tablas de madera, porches con su propio techo poco inclinado y, debajo, un entablado de tablas que nunca se pensó para los patrones de clavado modernos. Reemplazar uno de estos techos suele implicar volver a clavar las tablas o cubrirlas con madera contrachapada, y reconstruir los techos de los porches con un material para baja pendiente. Los vecindarios de la posguerra suman casas rancho de bloque con techos sencillos a cuatro aguas. Walden Lake, desarrollada durante varias décadas alrededor de lo que eran sus dos campos de golf, está formada sobre todo por casas de uno y dos pisos con techos de tejas asfálticas bajo una asociación de propietarios, con techos de tejas en algunas casas más grandes. En el campo, los techos de metal 5V crimp y de panel acanalado están por todas partes en casas de granja y anexos, y las casas prefabricadas a menudo llevan un sobretecho de metal (roof-over).",
    stormExposure:
      "Estar tierra adentro libra a Plant City de la marejada ciclónica, no del agua. La lluvia de Milton en octubre de 2024 provocó inundaciones que las autoridades de la ciudad calificaron de sin precedentes, y decenas de personas fueron rescatadas de las aguas durante la noche. La trayectoria de Irma en 2017 cruzó el centro de Florida al este de Tampa Bay y trajo ráfagas fuertes, árboles caídos y largos apagones al este de Hillsborough. Entre huracanes, la amenaza es la tormenta convectiva de verano: el interior se calienta durante la tarde y forma tormentas eléctricas altas con ráfagas descendentes dañinas, rayos frecuentes y granizo ocasional que abolla el metal y golpea las tejas asfálticas. Los campos abiertos dejan que el viento tome velocidad, lo cual es duro para los techos viejos de metal con tornillos expuestos.",
    localNotes:
      "Dentro de los límites de la ciudad, los permisos de techo los emite el departamento de construcción (Building Department) de la Ciudad de Plant City, en el ayuntamiento, que también hace las inspecciones. Fuera de ellos, incluidas muchas casas con códigos postales de Plant City, el permiso lo tramita Hillsborough County Development Services. En las propiedades agrícolas determinamos qué estructuras necesitan permiso antes de que llegue cualquier cuadrilla.",
    whyChoose: [
      "Verificamos si cada dirección de Plant City es jurisdicción de la ciudad o del condado antes de presentar el permiso",
      "Experiencia con casas de madera: entablados de tablas vueltos a clavar o cubiertos, y techos de porche reconstruidos para baja pendiente",
      "Techos de metal para casas de granja, graneros y galpones de empaque, incluido el cambio de tornillos en paneles viejos",
      "Solicitudes de color y material para la asociación de Walden Lake preparadas junto con su estimado",
      "Calendarios que respetan las granjas en funcionamiento, la temporada de cosecha y el acceso de la maquinaria",
    ],
    faqs: [
      {
        question: "¿Cómo sé si mi casa en Plant City está dentro de los límites de la ciudad?",
        answer:
          "El registro de su propiedad en el sitio web del Hillsborough County Property Appraiser muestra el distrito fiscal, y si está dentro de la ciudad, su factura de impuestos incluirá la tasa municipal (millage). Lo verificamos antes de cotizar, porque eso decide si el permiso lo emite la Ciudad de Plant City o el condado de Hillsborough.",
      },
      {
        question: "Los tornillos de mi techo de metal se están oxidando y hay goteras. ¿Necesito un techo nuevo?",
        answer:
          "No necesariamente. En los paneles con tornillos expuestos, las arandelas de goma se resecan y los tornillos se aflojan mucho antes de que falle el acero. Si los paneles están en buen estado, cambiamos los tornillos por otros de mayor tamaño con arandelas nuevas, volvemos a sellar los traslapes y las molduras, y tratamos el óxido superficial. Cuando los paneles están perforados por el óxido o ya no tienen recubrimiento, tiene más sentido reemplazarlos.",
      },
      {
        question: "¿Mi granero necesita permiso para un techo nuevo?",
        answer:
          "Posiblemente no. Florida exime de la mayoría de los permisos a los edificios agrícolas no residenciales en terrenos clasificados como agrícolas. Un granero en un lote residencial, o cualquier estructura donde viva alguien, no califica. Revisamos cómo está clasificada y cómo se usa la propiedad antes de decidir sobre los permisos.",
      },
      {
        question: "¿De verdad el granizo es un problema en Plant City?",
        answer:
          "Es menos común que el daño por viento, pero ocurre. Las tormentas eléctricas del interior pueden soltar granizo lo bastante grande como para abollar las molduras de metal y desprender gránulos. El daño no siempre se ve desde el suelo; fíjese si se acumulan gránulos en los bajantes, si hay abolladuras en las ventilaciones y canaletas o golpes oscuros en las tejas asfálticas. Inspeccionamos y documentamos el daño por granizo para los reclamos al seguro.",
      },
    ],
    keywords: [
      "techador en Plant City",
      "reemplazo de techo Plant City FL",
      "techos Walden Lake",
      "reparación de techo de metal Plant City",
      "techo de metal para casa de granja Hillsborough",
      "techos en Plant City FL",
    ],
  },

  thonotosassa: {
    headline:
      "Casas en Lake Thonotosassa, casas prefabricadas en lotes arbolados y terrenos junto a la US 301: techamos las propiedades rurales de Thonotosassa, de graneros de metal a urbanizaciones nuevas.",
    intro: [
      "Thonotosassa toma su nombre de unas palabras seminola-creek que significan fuente de pedernal, y creció alrededor de su lago como comunidad citrícola mucho antes de que los suburbios de Tampa llegaran hasta aquí. Sigue siendo uno de los rincones más rurales del condado de Hillsborough: casas antiguas junto al lago, casas de granja y casas prefabricadas en terrenos amplios, con urbanizaciones nuevas que aparecen en antiguos naranjales y pastizales. En 1893 llegó al lago un ferrocarril desde Tampa para llevar los cítricos al mercado, y el antiguo camino militar entre Fort Brooke y Fort King pasaba cerca; hoy la US 301 cruza su trazado.",
      "Aquí el techado depende del espacio. Una sola propiedad suele tener varias estructuras, como la casa, un garaje independiente, un granero y el techo de una cochera que construyó un dueño anterior, y cada una tiene su propia edad y su propio material. Las entradas largas, el terreno blando y los cables aéreos determinan dónde puede ir un contenedor o un remolque de materiales. Recorremos toda la propiedad antes de cotizar y planificamos el acceso para que un camión de entrega no deje surcos en el césped ni pase sobre el campo de drenaje del tanque séptico.",
    ],
    neighborhoodNames: {
      "Lake Thonotosassa shoreline": "Orilla de Lake Thonotosassa",
      "Hillsborough River State Park area": "Zona de Hillsborough River State Park",
      "US 301 corridor": "Corredor de la US 301",
    },
    housing:
      "Aquí las viviendas son más variadas que en la mayor parte del condado. Junto al lago, casitas antiguas y casas de bloque conviven con casas más grandes construidas a medida que se redesarrollaban los lotes frente al agua. Tierra adentro, las parcelas de varios acres tienen casas de granja de madera, casas rancho y muchas casas prefabricadas, algunas con sobretechos de metal añadidos años después de instalada la casa. El metal con tornillos expuestos es común tanto en las casas como en los anexos. Las urbanizaciones nuevas que se construyen en antiguos pastizales se parecen a cualquier suburbio de Hillsborough, con tejas asfálticas arquitectónicas y una asociación de propietarios (HOA), pero están junto a campos y bosques y reciben el mismo clima.",
    stormExposure:
      "Es una zona baja y húmeda, atravesada por arroyos que alimentan el Hillsborough River, y eso se notó después de Milton en octubre de 2024, cuando se emitieron avisos de inundación para el río en Morris Bridge y en Hillsborough River State Park. La exposición al viento es mayor que en los suburbios, porque los pastizales abiertos y el lago les dan a las ráfagas un largo recorrido, y las casas prefabricadas y los sobretechos livianos dependen de una fijación segura en cada borde. El condado de Hillsborough ordenó evacuar todas las casas móviles y prefabricadas antes de Milton, lo que dice mucho de cómo las trata el viento de un huracán. Los pinos y robles altos cerca de las casas traen golpes de ramas, y las tormentas de verano traen rayos que pueden partir una cumbrera o quemar el entablado.",
    localNotes:
      "Los permisos para las casas de aquí son permisos del condado, emitidos por Hillsborough County Development Services, y eso incluye los reemplazos de techo y los sobretechos en casas prefabricadas. Un sobretecho de metal añade peso y debe fijarse a la estructura de la casa según los requisitos de viento del condado, así que lleva permiso y se inspecciona como cualquier otro techo. Los edificios agrícolas no residenciales en terrenos con clasificación agrícola pueden estar exentos, pero lo confirmamos en lugar de suponerlo. Como tantas propiedades rurales tienen pozo y tanque séptico, mantenemos la maquinaria pesada lejos de los campos de drenaje y de los pozos.",
    whyChoose: [
      "Techos para todas las estructuras de una propiedad rural, desde la casa hasta el granero y el cobertizo de maquinaria",
      "Sobretechos de metal para casas prefabricadas, con permiso y bien fijados",
      "Planificación de la obra que protege el césped, los campos de drenaje sépticos y los pozos en los terrenos de Thonotosassa",
      "Instalación y mantenimiento de techos de metal con tornillos expuestos y de metal de junta alzada",
      "Un contratista local y familiar acostumbrado a recorrer los caminos entre Temple Terrace y Plant City",
    ],
    faqs: [
      {
        question: "¿Es buena idea un sobretecho de metal para mi casa prefabricada?",
        answer:
          "A menudo sí. Un sobretecho (roof-over) añade un techo de metal inclinado o curvo por encima del original de baja pendiente, lo que acaba con las goteras recurrentes en las uniones y reduce el calor que entra. Tiene que ser adecuado para la estructura de su casa y para los requisitos de viento del condado, llevar permiso y quedar bien anclado en los bordes. Primero evaluamos el techo y las paredes existentes para asegurarnos de que pueden soportarlo.",
      },
      {
        question: "¿Pueden llegar con la cuadrilla y los materiales a una propiedad con una entrada larga de tierra?",
        answer:
          "Sí, con algo de planificación. Revisamos la entrada, los portones, los cables aéreos y dónde el suelo está firme, y luego elegimos entre un contenedor, un remolque más pequeño o sacar los escombros hasta la calle. Si el suelo está empapado por la lluvia de verano, podemos esperar un día o colocar madera contrachapada para proteger el patio y el campo séptico.",
      },
      {
        question: "Nuestra casa del lago tiene un techo viejo y no sabemos qué hay debajo. ¿Por dónde empezamos?",
        answer:
          "Con una inspección del ático y del techo. Las casas antiguas junto al lago a menudo se ampliaron con los años, así que revisamos si hay varias capas de tejas asfálticas, cómo se unieron las ampliaciones y si el entablado está firme. El código de Florida no permite instalar un techo nuevo sobre dos capas existentes, así que una casa que ya se recubrió una vez necesitará que se retire todo el techo.",
      },
    ],
    keywords: [
      "techador en Thonotosassa",
      "techo para casa móvil Thonotosassa",
      "techo de metal Thonotosassa FL",
      "reemplazo de techo 33592",
      "techos en Thonotosassa",
    ],
  },
};
