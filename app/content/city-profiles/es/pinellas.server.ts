import type { SpanishCityProfiles } from "../../city-profile-schema";

/** Pinellas County: Clearwater, St. Petersburg, Palm Harbor, Tarpon Springs, Oldsmar, Safety Harbor, Dunedin. */
export const pinellasEs: SpanishCityProfiles = {
  clearwater: {
    photoAlt: "Casa costera en Clearwater con techo de metal recubierto de piedra, tipo shake, en gris pizarra",
    headline:
      "En Clearwater hay de todo: mansiones de 1914 en Harbor Oaks, casas con piscina en Countryside y casitas de playa castigadas por la sal, y cada techo pide un trabajo distinto.",
    intro: [
      "Clearwater es en realidad varios mercados de techado que comparten un mismo nombre. En la isla de barrera, Clearwater Beach y el extremo norte de Sand Key dan al Golfo abierto, y los dúplex, pequeños moteles y casitas que quedan entre las torres viven bajo una brisa salina constante. Al otro lado del Memorial Causeway, la loma al sur del centro alberga Harbor Oaks y otras calles de los primeros tiempos de la ciudad, mientras que el lado este, a lo largo de la US 19 y McMullen-Booth Road, es una zona suburbana de casas de bloque construida entre los años 60 y los 80.",
      "Por eso, un estimado en Clearwater rara vez se parece al anterior. Un dúplex en la playa puede necesitar sujetadores resistentes a la corrosión y una membrana nueva sobre su sección trasera plana; una casa con piscina en Countryside, un retiro completo del techo viejo y tejas asfálticas arquitectónicas, con la jaula de la piscina reinstalada en la fascia; una casa de estilo Mediterranean Revival cerca de Druid Road, tejas de barro recolocadas y el techo multicapa (built-up) detrás de su parapeto reconstruido. Inspeccionamos, tomamos fotos y le explicamos cuál es su caso.",
    ],
    neighborhoodNames: {
      "Downtown Clearwater": "Centro de Clearwater",
    },
    housing:
      "Harbor Oaks se abrió en 1914 y entró en el Registro Nacional de Lugares Históricos (National Register) en 1988; sus casas, en su mayoría de dos pisos, tienden a los estilos Mediterranean Revival, Colonial Revival, Tudor y Mission, con tejas de barro, entablado de tablas y techos bajos detrás de parapetos que esconden agua estancada. Las zonas de la posguerra, como Skycrest y Del Oro Groves, son casas de una planta (ranch) de bloque de concreto con techos sencillos a cuatro aguas o a dos aguas, muchas todavía sobre el entablado original de tablones. Countryside se llenó de casas en los años 70 y 80, en gran parte en urbanizaciones con restricciones de escritura. En Island Estates y en la playa encontrará casitas más antiguas, casas más nuevas elevadas por encima del nivel de inundación y edificios de condominios o townhomes cuyos techos de baja pendiente llevan TPO o betún modificado.",
    stormExposure:
      "Helene, en septiembre de 2024, empujó agua del Golfo sobre Clearwater Beach, inundó plantas bajas y arrasó las dunas, y Milton llegó unas dos semanas después con vientos que arrancaron tejas asfálticas y cumbreras en tierra firme. Irma, en 2017, fue aquí sobre todo un evento de viento y árboles caídos. La playa, Island Estates y las cuadras frente al puerto están dentro de la región de escombros arrastrados por el viento (wind-borne debris region), lo que eleva las presiones de diseño que debe resistir un techo nuevo. La sal es la amenaza más lenta: cerca del agua retiramos con frecuencia bordes de goteo oxidados, metal de limahoya picado y clavos casi consumidos por la corrosión bajo tejas que todavía parecen en buen estado.",
    localNotes:
      "Dentro de los límites de la ciudad, los permisos de reemplazo de techo los emite el Planning and Development Department de la Ciudad de Clearwater, que envía inspectores durante la obra además de al final. Sin embargo, no toda dirección postal de Clearwater está dentro de la ciudad: Feather Sound y algunas zonas cerca de Ulmerton Road no están incorporadas y tramitan con el Condado de Pinellas, así que primero confirmamos la jurisdicción de la parcela. En las casas de la playa y de Island Estates que se inundaron en 2024, la regla de mejora sustancial de FEMA suma el trabajo del techo al costo total de reparación, junto con los paneles de yeso (drywall), los pisos y todo lo demás.",
    whyChoose: [
      "Sujetadores de acero inoxidable o galvanizado grueso dondequiera que la brisa de Clearwater Harbor pueda oxidar el acero sin protección",
      "Recuperación y recolocación de tejas de barro en Harbor Oaks y otras casas Mediterranean Revival, con los parapetos y techos planos a cargo de la misma cuadrilla",
      "Cuadrillas comerciales para moteles de playa, edificios pequeños de condominios y asociaciones de townhomes que necesitan TPO o betún modificado",
      "Antes de tramitar, verificamos si su parcela es de la ciudad o del condado, para que el permiso llegue a la ventanilla correcta desde la primera vez",
      "De la misma familia desde 1987, y seguimos respondiendo ante nuestros vecinos de Pinellas cuando termina la temporada de huracanes",
    ],
    faqs: [
      {
        question: "Mi casa en Clearwater Beach se inundó con Helene. ¿Un techo nuevo cuenta para la regla del 50%?",
        answer:
          "Sí. Cuando la ciudad decide si una casa inundada sufrió daño sustancial, compara el costo de todas las reparaciones juntas, incluido el techo, con el valor de mercado de la estructura. Si el total llega a la mitad, la casa tiene que cumplir con las normas actuales contra inundaciones, lo que puede significar elevarla. Le entregamos un alcance detallado del techo, partida por partida, para la ciudad y para su ajustador, y no dividimos facturas para quedar por debajo del umbral, porque eso puede costarle el permiso y su cobertura contra inundaciones.",
      },
      {
        question: "¿Qué techo aguanta mejor a una cuadra del Golfo?",
        answer:
          "Las tejas asfálticas, el metal y las tejas de concreto o de barro pueden durar cerca del agua salada si los accesorios son los adecuados. Las tejas asfálticas piden clavos de acero inoxidable o galvanizados en caliente y bordes de goteo de aluminio. El metal pide aluminio o un panel con el recubrimiento adecuado y sujetadores compatibles, ya que la mezcla de metales se corroe más rápido; además, muchas garantías de paneles de acero excluyen las casas cercanas al agua salada, así que revisamos la letra pequeña con usted. Las tejas necesitan una fijación clasificada para su zona de viento.",
      },
      {
        question: "¿La asociación de propietarios (HOA) de Countryside tiene que aprobar mi techo nuevo?",
        answer:
          "En muchas de las urbanizaciones de Countryside con restricciones de escritura, sí: la asociación revisa el color y el material, y algunas limitan a los propietarios a ciertas líneas de tejas asfálticas o a ciertos perfiles de teja. Envíenos el formulario de solicitud arquitectónica y nosotros completamos los datos del producto y adjuntamos muestras; el permiso de la ciudad y la aprobación de la HOA pueden tramitarse al mismo tiempo.",
      },
    ],
    keywords: [
      "techador en Clearwater",
      "techos en Clearwater FL",
      "reemplazo de techo Clearwater FL",
      "reparación de techos Clearwater Beach",
      "techo de tejas Harbor Oaks",
      "techos en Countryside Clearwater",
    ],
  },

  "st-petersburg": {
    photoAlt: "Bungalow en St. Petersburg con techo de metal recubierto de piedra en color terracota",
    headline:
      "Bungalows de Kenwood, casas con parapeto en Old Northeast y casas frente a la bahía que se inundaron en 2024: techos en St. Petersburg, calle por calle.",
    intro: [
      "Gran parte de St. Petersburg se construyó en dos oleadas. El auge de los años 20 dejó casas Craftsman y Mediterranean Revival en Old Northeast, Kenwood, Crescent Lake y Roser Park; las décadas de la posguerra llenaron la cuadrícula hacia el oeste, rumbo a Tyrone, y hacia el sur, rumbo a Pinellas Point, con casas de una planta de bloque. Los techos de ambas épocas comparten una debilidad que encontramos constantemente: secciones planas o de baja pendiente, detrás de parapetos o sobre ampliaciones posteriores, que se parcharon durante décadas en vez de reconstruirse.",
      "Por eso, nuestras inspecciones en St. Pete siguen el camino del agua. Rastreamos hacia dónde drenan los imbornales (scuppers), si la albardilla del parapeto se ha partido y cuántas capas de pintura plateada esconden el viejo techo de brea y grava sobre el cuarto de sol; luego especificamos betún modificado o TPO para las áreas planas y tejas asfálticas, metal o tejas de concreto o de barro para las inclinadas. En una casa de cien años, las transiciones entre unas y otras son la mayor parte del trabajo.",
    ],
    housing:
      "Kenwood es conocido por sus bungalows Craftsman con hastiales bajos y extremos de vigas (rafter tails) a la vista, y esos extremos y la fascia a menudo necesitan carpintería antes de instalar cualquier techo nuevo. Old Northeast mezcla casas foursquare, bungalows y casas Mediterranean Revival cuyos techos planos se esconden detrás de parapetos, a veces con un tramo corto de teja de barril (tipo española) en la fachada. Snell Isle y Venetian Isles tienen casas más grandes con techos de tejas y de metal, algunas reconstruidas a mayor altura. En Disston Heights, Jungle Terrace y las calles cercanas a 66th Street predominan las casas de una planta de bloque de los años 50 y 60 con techos a cuatro aguas; se prestan para tejas asfálticas o metal de junta alzada, y muchas todavía tienen entablado de tablones de 1x bajo las tejas actuales.",
    stormExposure:
      "St. Petersburg tiene agua por tres lados, y 2024 mostró lo que eso significa. La marejada ciclónica de Helene subió por Tampa Bay e inundó Shore Acres, Venetian Isles, Snell Isle y otros vecindarios frente a la bahía. Menos de dos semanas después, los vientos de Milton destrozaron el techo de tela del Tropicana Field y levantaron tejas asfálticas, tejas y metal por toda la ciudad, y siguieron semanas de goteras por la lluvia que el viento metió bajo tapajuntas dañados. Idalia ya había inundado algunas de esas mismas calles en 2023. Las lecciones no son vistosas: un entablado sellado, clavos de anillo (ring-shank) con espaciado cerrado, limatesas y cumbreras bien aseguradas, y tapajuntas nuevos en lugar de reutilizados.",
    localNotes:
      "Dentro de los límites de la ciudad, los permisos los emite la división de Construction Services and Permitting de la Ciudad de St. Petersburg. Si la casa es un monumento histórico local (landmark) o está en un distrito histórico con designación local, como Roser Park, los cambios exteriores del techo necesitan un Certificate of Appropriateness antes de que se libere el permiso; estar en el Registro Nacional (National Register) por sí solo no activa esa revisión. En las casas inundadas dentro de las zonas inundables de la ciudad, las determinaciones de daño sustancial después de Helene suman las reparaciones del techo al total, y algunos propietarios están elevando o reconstruyendo en lugar de cambiar el techo de una casa que de todos modos hay que elevar.",
    whyChoose: [
      "Techos planos y parapetos para las casas Mediterranean Revival de los años 20 en St. Pete: membrana nueva subida por los muros, contratapajuntas e imbornales",
      "Carpintería propia para extremos de vigas, fascias y entablado de tablones en Kenwood",
      "Especificaciones de materiales, fotos y muestras preparadas para las solicitudes de Certificate of Appropriateness",
      "Reparaciones después de Helene y Milton programadas en coordinación con las cuadrillas que atienden los daños por inundación en el interior",
      "Una empresa familiar desde 1987 que trabaja con alcances por escrito y citas, no tocando puertas después de las tormentas",
    ],
    faqs: [
      {
        question:
          "¿Necesito aprobación histórica para cambiar el techo en Roser Park u otro distrito histórico de St. Pete?",
        answer:
          "Si la propiedad está en un distrito con designación local o es un monumento histórico individual, un cambio en el material o la apariencia exterior del techo generalmente necesita un Certificate of Appropriateness antes de que la ciudad emita el permiso de techado. Cuanto más se aleje el techo nuevo del existente, más escrutinio debe esperar: pasar de tejas asfálticas a metal, o retirar tejas originales, es lo que se revisa con más detalle. Preparamos las fichas de producto, las fotos y las muestras de color para la solicitud.",
      },
      {
        question: "¿Por qué el techo plano de mi casa en Old Northeast sigue goteando después de cada parche?",
        answer:
          "En las casas con parapeto, la gotera suele estar en los bordes, no en el centro: estuco agrietado en la cara interior del parapeto, una albardilla que deja entrar agua al muro o un imbornal oxidado o despegado de la membrana. Recubrir la superficie del techo no resuelve ninguno de esos puntos. Una reparación duradera implica membrana nueva subida por el parapeto, contratapajuntas, imbornales nuevos y, donde el agua se estanca, aislamiento con pendiente (tapered insulation) para desalojarla.",
      },
      {
        question: "Nuestra casa en Shore Acres se inundó con Helene. ¿Cambiamos el techo ahora o esperamos?",
        answer:
          "Proteja la casa ahora, con lonas o una membrana temporal, para que la lluvia con viento no aumente el daño interior. Espere para el reemplazo completo hasta saber si la ciudad clasificó la casa como sustancialmente dañada; una casa que debe elevarse o reconstruirse quizás no conserve su techo actual. Mientras tanto, documentamos el techo para su aseguradora.",
      },
    ],
    keywords: [
      "techador en St. Petersburg",
      "techos en St. Petersburg FL",
      "reemplazo de techo St. Pete",
      "reparación de techo plano St. Petersburg",
      "techo histórico Old Northeast",
      "reparación de techos Shore Acres",
    ],
  },

  "palm-harbor": {
    photoAlt: "Casa de una planta en Palm Harbor con techo de metal de junta alzada en color plateado",
    headline:
      "Palm Harbor no tiene alcaldía: es un largo tramo del norte del condado entre St. Joseph Sound y Lake Tarpon, y lo techamos entero, de las casitas de Ozona a Lansbrook.",
    intro: [
      "Como Palm Harbor no está incorporado, lo gobierna, le emite los permisos y lo inspecciona el Condado de Pinellas, y funciona menos como un pueblo que como una cadena de comunidades. Ozona y Crystal Beach son antiguos asentamientos de pescadores junto al agua, con lotes pequeños, casitas de madera y casas elevadas más nuevas. Old Palm Harbor, alrededor de Florida Avenue y el Pinellas Trail, conserva la escala de un centro antiguo. Más hacia el interior dominan las comunidades planificadas de los años 70 a los 90: Lansbrook, junto a Lake Tarpon; Highland Lakes, para mayores de 55 años, y las calles de golf alrededor de Innisbrook.",
      "Muchos de los techos que inspeccionamos en Palm Harbor son de segunda generación, instalados a finales de los 90 o en los 2000 sobre casas construidas una o dos décadas antes, lo que los coloca justo en la edad en que las aseguradoras empiezan a hacer preguntas. Son comunes las jaulas de piscina atornilladas a la fascia, los tragaluces de los años 80 que ya sobrevivieron a sus sellos y los respiraderos fuera de la cumbrera de la construcción original. Un buen reemplazo de techo aquí depende tanto de resolver bien esos bordes y penetraciones como de elegir el material principal.",
    ],
    neighborhoodNames: {
      "Lake Tarpon shore": "Orilla de Lake Tarpon",
    },
    housing:
      "La mayor parte de Palm Harbor son casas unifamiliares de bloque de concreto de los años 70 en adelante, con muchas casas de estuco de dos pisos en las urbanizaciones de los 90 y grupos de villas, townhomes y parques de casas prefabricadas a lo largo de los corredores de la US 19 y la Alternate 19. Las tejas de concreto son comunes en Lansbrook y en las secciones con acceso controlado; las tejas asfálticas arquitectónicas cubren casi todo lo demás. Las asociaciones de propietarios (HOA) administran las comunidades planificadas, y muchas publican paletas de colores aprobados. Ozona y Crystal Beach son más antiguas y variadas: casitas de madera con techos de metal, casas de bloque de los años 50 y casas nuevas elevadas sobre pilotes o relleno para alcanzar el nivel de inundación.",
    stormExposure:
      "El estrecho y el lago exponen a Palm Harbor de maneras distintas. A lo largo de St. Joseph Sound, la marejada ciclónica de Helene en 2024 inundó calles bajas de Ozona y Crystal Beach y dejó botes amontonados unos sobre otros en la marina de Ozona; esas cuadras frente al agua también están en la región de escombros arrastrados por el viento. Tierra adentro, el peligro son el viento y los árboles. Las ráfagas de Milton en octubre de ese año derribaron robles y pinos sobre techos de todas las urbanizaciones y arrancaron tejas asfálticas cuyas tiras de sellador habían dejado de pegar hacía tiempo. Las tormentas eléctricas de las tardes de verano suman rayos y ráfagas descendentes cortas y fuertes que terminan de arrancar las lengüetas ya aflojadas por los años.",
    localNotes:
      "Como no hay gobierno municipal, todos los permisos de techado de Palm Harbor los emite Pinellas County Building & Development Review Services, que también envía a los inspectores, normalmente una vez a mitad de la obra para revisar la fijación del entablado y la membrana base, y otra vez en la inspección final. En las casas dañadas por inundación en Ozona y Crystal Beach, es el condado, no una ciudad, quien aplica la regla del 50% de FEMA. Las restricciones de escritura las hace cumplir cada HOA, no el condado, así que un reemplazo de techo en una comunidad planificada necesita ambas aprobaciones.",
    whyChoose: [
      "Tramitamos a diario permisos de reemplazo de techo con el departamento de construcción del Condado de Pinellas y conocemos el orden de sus inspecciones",
      "Desmontaje y reinstalación cuidadosos de los anclajes de la jaula de la piscina y de los cerramientos de malla, para que queden firmes después del retiro del techo viejo",
      "Respuesta a daños por árboles después de las tormentas, desde lonas de emergencia hasta el reemplazo de vigas y entablado rotos",
      "Informes del estado del techo y documentación de mitigación de viento para propietarios que están comparando seguros",
      "Empresa familiar desde 1987 con base en Odessa, justo al lado del norte de Pinellas",
    ],
    faqs: [
      {
        question: "Mi aseguradora dice que mi techo en Palm Harbor es demasiado viejo. ¿Tengo que reemplazarlo?",
        answer:
          "No automáticamente. La ley de Florida prohíbe que una aseguradora se niegue a emitir o renovar una póliza de propietario únicamente porque el techo tenga menos de 15 años. Si el techo es más antiguo, la aseguradora debe permitir una inspección, y si esta muestra que le quedan al menos cinco años de vida útil, la edad por sí sola no puede ser el motivo del rechazo. Hacemos esa inspección con honestidad e informamos lo que encontremos, sea cual sea el resultado.",
      },
      {
        question: "¿Pueden poner un techo de metal en nuestra casita de Crystal Beach?",
        answer:
          "Por lo general sí, y muchas de las casitas antiguas de Crystal Beach y Ozona tenían metal desde el principio. Cerca del agua preferimos el aluminio, o un panel de acero con recubrimiento cuya garantía cubra ubicaciones costeras, con sujetadores de acero inoxidable o compatibles y una membrana base autoadherente debajo. Si la casa está en zona inundable, también verificamos si el proyecto entra en una revisión de mejora sustancial antes de que usted se comprometa.",
      },
      {
        question:
          "Un rayo cayó en el pino junto a nuestra casa en Lansbrook y faltan algunas tejas asfálticas. ¿Reparamos o hacemos un reclamo?",
        answer:
          "Depende de lo que haya debajo. Unas cuantas tejas asfálticas faltantes suelen ser una reparación sencilla que cuesta menos que un deducible por huracán o de todo riesgo. Pero si una rama perforó el entablado, o el rayo dañó el respiradero de cumbrera o la estructura del ático, el costo sube rápido. Inspeccionamos desde el ático además de la superficie, fotografiamos todo y cotizamos la reparación, para que usted decida si vale la pena presentar el reclamo al seguro.",
      },
    ],
    keywords: [
      "techador en Palm Harbor",
      "techos en Palm Harbor FL",
      "reemplazo de techo Palm Harbor FL",
      "reparación de techos Crystal Beach",
      "techos en Lansbrook",
      "techo de metal Ozona",
    ],
  },

  "tarpon-springs": {
    headline:
      "Casas victorianas de madera en Spring Bayou, casas de bloque junto al Anclote y techos de tejas nuevos cerca de Lake Tarpon: techos en Tarpon Springs, con revisión histórica.",
    intro: [
      "Tarpon Springs creció alrededor de sus bayous y del comercio de esponjas, y sus techos todavía cuentan esa historia. Las calles cerca de Spring Bayou y Tarpon Avenue tienen casas de madera de la década de 1880 en adelante, algunas con techos de metal empinados, hastiales decorativos y porches con techo propio. A lo largo del río Anclote y de los bayous del lado del Golfo, casas de bloque de la posguerra y casas elevadas más nuevas comparten la misma marea y la misma sal.",
      "Cambiar el techo de una casa antigua en Tarpon Springs suele ser primero un proyecto de carpintería. El entablado de tablas, las vigas armadas a mano y los techos de porche unidos a la estructura principal de maneras que ningún carpintero moderno elegiría necesitan atención antes de instalar metal o tejas asfálticas nuevos. Fotografiamos ese trabajo a medida que avanzamos, para que usted vea lo que está pagando, y para que también lo vea el Heritage Preservation Board cuando le corresponde intervenir.",
    ],
    neighborhoodNames: {
      "Downtown Tarpon Avenue": "Tarpon Avenue en el centro",
      "Howard Park area": "Zona de Howard Park",
    },
    housing:
      "El distrito del Registro Nacional (National Register) en el centro reúne una gran colección de casas victorianas, Queen Anne, Folk Victorian y bungalows, muchas de madera sobre pilares elevados, y la ciudad le superpone su propio distrito histórico local con pautas de diseño. Las tejas de metal y los paneles 5V crimp son tradicionales en estas casas, y la junta ha recibido solicitudes tanto para reemplazarlos por tejas asfálticas como para cambiar tejas de metal viejas por metal de junta alzada. Fuera del centro aparecen casas de una planta de bloque de los años 60 a los 80 cerca de los bayous y el río, y luego urbanizaciones de los 90 y los 2000 en el lado este, con tejas de concreto y reglas de la asociación de propietarios (HOA). Las casas nuevas frente al agua suelen estar elevadas, con largos planos de techo expuestos al viento por todos lados.",
    stormExposure:
      "Tarpon Springs tiene buena memoria para el agua: el huracán de 1921 tocó tierra cerca de aquí. Más recientemente, Idalia, en agosto de 2023, empujó la marejada ciclónica por encima de los muros de contención de los bayous y hasta los Sponge Docks, y Helene la trajo de vuelta en septiembre de 2024. La marejada rara vez llega a un techo, pero sí influye en las decisiones de techado: una casa inundada puede quedar sujeta a la regla de daño sustancial, y el aire salino que llega con cada viento del Golfo carcome los sujetadores, el metal de las limahoyas y el acero de los techos de metal antiguos. Entre tormentas, los aguaceros de verano ponen a prueba cada unión de tapajuntas en esos complicados techos victorianos.",
    localNotes:
      "Dentro de los límites de la ciudad, los permisos de techado los emite la Ciudad de Tarpon Springs. Si la casa es un monumento histórico designado o está en el distrito histórico local, el Heritage Preservation Board debe otorgar un certificado de aprobación antes de la mayoría de las modificaciones exteriores, y el cambio de material del techo es uno de los aspectos que examina con más cuidado. La junta se reúne una vez al mes, así que programamos el trabajo en función de sus sesiones. Tenga en cuenta que una dirección postal de Tarpon Springs no siempre significa jurisdicción de la ciudad: gran parte de la zona alrededor de Lake Tarpon y East Lake no está incorporada y tramita sus permisos con el Condado de Pinellas.",
    whyChoose: [
      "Solicitudes de techado para el Heritage Preservation Board preparadas con muestras y fotos del techo existente",
      "Instalación de tejas de metal y paneles 5V crimp adecuados para las casas victorianas y de estilo vernáculo de Florida en Tarpon Springs",
      "Carpinteros que reparan el entablado de tablas, los extremos de las vigas y la estructura de los porches en lugar de taparlos con material nuevo",
      "Sujetadores y tapajuntas aptos para la sal en casas junto a los bayous, el Anclote y el Golfo",
      "Confirmamos si su parcela es de la ciudad o del condado antes de tramitar cualquier cosa",
    ],
    faqs: [
      {
        question: "¿Puedo reemplazar el techo de metal de mi casa histórica en Tarpon Springs con tejas asfálticas?",
        answer:
          "Posiblemente, pero dentro del distrito histórico la decisión es tanto suya como del Heritage Preservation Board. La junta considera si el material original es un rasgo distintivo de la casa y cómo se verá el cambio desde la calle, y ha aprobado algunos cambios mientras que a otros les ha puesto condiciones. Si detrás de la pregunta está el seguro o el costo, un metal nuevo con el perfil histórico puede pasar la revisión con más facilidad que un cambio de material.",
      },
      {
        question:
          "Nuestra casa cerca de los Sponge Docks se inundó con Idalia o Helene. ¿Qué significa eso para el techo?",
        answer:
          "Si la ciudad determinó que la casa sufrió daño sustancial, el trabajo del techo pasa a formar parte del plan más amplio para poner el edificio en cumplimiento, que puede incluir elevarlo. Si no, la reparación o el reemplazo pueden hacerse con un permiso normal. En cualquier caso, revise el ático: la marejada no llegó hasta allí, pero la lluvia con viento que trajeron ambas tormentas a menudo sí, y dejó aislamiento empapado y entablado manchado.",
      },
      {
        question: "Vivo cerca de Keystone Road y mi dirección es de Tarpon Springs. ¿Quién emite mi permiso?",
        answer:
          "Lo más probable es que el Condado de Pinellas. Muchas casas alrededor de Lake Tarpon y en la zona de East Lake tienen dirección postal de Tarpon Springs pero están fuera de los límites de la ciudad, así que Pinellas County Building & Development Review Services se encarga del permiso y de las inspecciones. El registro del tasador de propiedades (property appraiser) de su parcela muestra a qué jurisdicción pertenece, y nosotros lo verificamos antes de hacer la solicitud.",
      },
    ],
    keywords: [
      "techador en Tarpon Springs",
      "techos en Tarpon Springs FL",
      "techo histórico Tarpon Springs",
      "techo de metal Tarpon Springs",
      "reparación de techos Spring Bayou",
      "reemplazo de techo Tarpon Springs FL",
    ],
  },

  oldsmar: {
    headline:
      "Oldsmar todavía sigue el trazado que R.E. Olds dibujó en la década de 1910, y sus techos van de casas antiguas cerca de la bahía a urbanizaciones junto a Brooker Creek.",
    intro: [
      "Ransom E. Olds, el fabricante de automóviles, trazó Oldsmar con bulevares que se abren en abanico desde la orilla de Old Tampa Bay como los rayos de una rueda, y esa cuadrícula antigua al sur de Tampa Road todavía conserva casas modestas de madera y de bloque junto a reconstrucciones más nuevas. Al norte de Tampa Road, antiguas tierras de cultivo y pinares se convirtieron en comunidades planificadas desde finales de los años 80, la mayoría con asociación de propietarios (HOA), lagunas de retención y casas de estuco de dos pisos, y el terreno más allá pasó a ser la Brooker Creek Preserve.",
      "Para un techador, esa división se nota en el entablado. Las casas más antiguas cerca de la bahía suelen tener entablado de tablas o madera contrachapada delgada que hay que volver a clavar o reemplazar, mientras que las casas de los 90 por lo general tienen contrachapado u OSB en buen estado bajo techos que ya van por su segundo ciclo, con tragaluces, sellos de tubería y respiraderos de caja originales que conviene reemplazar junto con las tejas asfálticas. La ubicación de Oldsmar en el extremo de la bahía también significa que una casa puede estar lejos de cualquier playa y aun así sufrir inundaciones por marea.",
    ],
    neighborhoodNames: {
      "Downtown State Street": "State Street en el centro",
      "Shore Drive bayfront": "Frente a la bahía en Shore Drive",
      "R.E. Olds Farm area": "Zona de R.E. Olds Farm",
    },
    housing:
      "Oldsmar es compacto, y sus viviendas se dividen en capas fáciles de reconocer. Al sur de Tampa Road los lotes son más antiguos y las calles siguen un trazado radial, con casas de madera estilo cracker, casas de bloque de los años 60 y 70 y un número creciente de casas grandes de reemplazo en parcelas con vista a la bahía. Al norte de Tampa Road, la zona de Forest Lakes y las urbanizaciones vecinas datan mayormente de finales de los 80 hasta los 2000: techos combinados a cuatro y a dos aguas con tejas asfálticas dimensionales, algunas tejas de concreto y juntas de HOA que revisan el color y el material. Comunidades de townhomes y algunos edificios pequeños de condominios ocupan los terrenos a lo largo de las vías principales, y los parques empresariales junto a Tampa Road suman techos de metal y de membrana de baja pendiente en almacenes y oficinas.",
    stormExposure:
      "En Tampa Bay, la marejada ciclónica tiende a acumularse en el fondo de la bahía cuando un huracán empuja el agua hacia el norte, y Oldsmar está justo en ese extremo. La zona de R.E. Olds Farm, cerca de Race Track Road, y las cuadras a lo largo de Shore Drive son las tierras bajas que los residentes vigilan en cada tormenta. Sin embargo, el viento es el problema de techo más frecuente, y las ráfagas de Milton en octubre de 2024 dejaron el patrón de siempre: tejas asfálticas levantadas, cumbreras faltantes y paneles de sofito sueltos. Los pinares (pine flatwoods) a lo largo de Brooker Creek también llenan de agujas las limahoyas y las canaletas, donde retienen humedad contra el techo y favorecen las algas.",
    localNotes:
      "Dentro de los límites de la ciudad, la división de construcción de la Ciudad de Oldsmar emite los permisos e inspecciona los reemplazos de techo. Fíjese en los límites, porque una dirección postal de Oldsmar abarca más que la ciudad: East Lake Woodlands, delimitada por Tampa Road y East Lake Road, votó en contra de la anexión y sigue sin incorporarse, bajo el Condado de Pinellas, y algunas casas a lo largo de Race Track Road con dirección de Oldsmar están del lado de Hillsborough de la línea del condado, con permisos de Hillsborough. Consultamos la parcela antes de tramitar nada.",
    whyChoose: [
      "Determinamos si la jurisdicción es de la ciudad, de Pinellas o de Hillsborough antes de tramitar, un asunto real a lo largo de la línea del condado en Oldsmar",
      "Experiencia con las urbanizaciones de los 90 al norte de Tampa Road, incluidas las solicitudes a la HOA y las aprobaciones de color",
      "Cuadrillas comerciales para los techos de almacenes y oficinas en los parques empresariales de Oldsmar junto a Tampa Road",
      "Protectores de canaletas, limpieza de limahoyas y tejas asfálticas resistentes a las algas para casas bajo los pinos de Brooker Creek",
      "Una empresa familiar desde 1987, con oficina en la vecina Odessa",
    ],
    faqs: [
      {
        question: "Milton se llevó parte del techo de mi casa en Oldsmar. ¿Hay que reemplazar todo el techo?",
        answer:
          "No necesariamente. La regla de Florida que obligaba a reemplazar todo el techo cuando se reparaba el 25 por ciento ya no se aplica si el techo existente se instaló bajo el Florida Building Code de 2007 o uno posterior. Si su techo actual se instaló después de que ese código entrara en vigor, solo la sección dañada tiene que cumplir las normas actuales. Los techos más antiguos siguen sujetos a la regla del 25 por ciento, así que la fecha de instalación importa; la encontramos en el historial de permisos.",
      },
      {
        question: "Vivimos en East Lake Woodlands con dirección de Oldsmar. ¿Qué oficina emite nuestro permiso?",
        answer:
          "El Condado de Pinellas, no la Ciudad de Oldsmar. East Lake Woodlands no está incorporada, así que los permisos de reemplazo de techo pasan por Pinellas County Building & Development Review Services, y las propias asociaciones de la comunidad se encargan de aprobar el color y el material. Presentamos la solicitud en ambos lugares y hacemos avanzar los dos trámites a la par.",
      },
      {
        question: "Las agujas de pino siguen llenando nuestras limahoyas. ¿Eso acorta la vida de un techo nuevo?",
        answer:
          "Puede acortarla. Las agujas atrapan agua en las limahoyas y detrás de chimeneas y tragaluces, lo que alimenta las algas y mantiene húmedas las tejas asfálticas. Cuando cambiamos un techo bajo pinos densos, sugerimos limahoyas abiertas de metal, que despejan mejor los residuos, tejas asfálticas resistentes a las algas y protectores de canaletas diseñados para agujas en vez de hojas. Una limpieza rápida cada uno o dos años hace el resto.",
      },
    ],
    keywords: [
      "techador en Oldsmar",
      "techos en Oldsmar FL",
      "reemplazo de techo Oldsmar FL",
      "reparación de techos Oldsmar",
      "techos en East Lake Woodlands",
      "techos comerciales Oldsmar",
    ],
  },

  "safety-harbor": {
    headline:
      "En Safety Harbor, robles protegidos dan sombra a muchos de los bungalows y casas de bloque que techamos, así que cada reemplazo de techo se planifica en torno a los árboles.",
    intro: [
      "Safety Harbor es una pequeña ciudad en la orilla noroeste de Old Tampa Bay, construida alrededor de Espiritu Santo Springs, el spa que creció sobre esos manantiales y una Main Street que baja hasta el agua. Las casas más cercanas al centro son casitas y bungalows bajo una densa copa de robles (live oaks), y la ciudad ha demostrado más de una vez que piensa conservar ambas cosas. Los residentes se han opuesto a las construcciones nuevas demasiado grandes entre las casas existentes, y la ordenanza de árboles de 2015 protege incluso árboles de sombra de tamaño mediano.",
      "Esa copa de árboles es lo que define el techado en la ciudad. Las hojas y las bellotas se acumulan en las limahoyas y canaletas, las ramas rozan las tejas asfálticas cada vez que sube el viento, y la sombra mantiene húmedas las vertientes orientadas al norte el tiempo suficiente para que se instalen algas y musgo. Un techo nuevo bajo los robles de Safety Harbor tiene que planificarse en torno a los árboles: dónde caen los residuos, qué ramas se pueden cortar legalmente y cómo organizar el retiro del techo viejo sin dañar raíces ni ramas.",
    ],
    neighborhoodNames: {
      "Downtown Main Street": "Main Street en el centro",
      "Bayshore Boulevard waterfront": "Frente al agua en Bayshore Boulevard",
      "Philippe Park area": "Zona de Philippe Park",
    },
    housing:
      "El centro y las cuadras a su alrededor son la parte más antigua de la ciudad: bungalows y casitas de madera, algunos con techos de metal, mezclados con construcciones más nuevas de dos pisos que generaron quejas por su tamaño. Más afuera, urbanizaciones como North Bay Hills y Bermuda Court tienen casas modestas de bloque de una planta con techos de tejas asfálticas, varias bajo asociaciones voluntarias o con restricciones de escritura. Los estilos de la ciudad van del Craftsman y el mediterráneo a la sencilla casa de una planta (ranch). A lo largo de Bayshore Boulevard, los condominios frente al agua suman techos de membrana de baja pendiente, y hay algunos enclaves privados con acceso controlado frente al agua cerca de la bahía.",
    stormExposure:
      "Las tormentas ponen a prueba a Safety Harbor de dos maneras. Del lado de la bahía, Bayshore Boulevard y las cuadras cerca de la marina son las tierras más bajas, y un huracán que empuje agua hacia el fondo de Old Tampa Bay las pone en riesgo de marejada ciclónica. En el resto de la ciudad, la amenaza viene de arriba: los mismos robles que dan sombra a la ciudad dejan caer ramas con vientos de tormenta tropical, e Irma en 2017 y Milton en 2024 dejaron ramas atravesadas en los techos y canaletas arrancadas. Entre huracanes, las tormentas eléctricas de verano con ráfagas repentinas dañan una y otra vez techos ya debilitados por años de sombra y hojarasca.",
    localNotes:
      "Los permisos de construcción, las inspecciones y los permisos de árboles se tramitan en el Community Development Department de Safety Harbor. Para quitar un árbol protegido generalmente se necesita un permiso de remoción de árboles, y la poda debe seguir la norma ANSI A300 que adoptó la ciudad. Según la ley estatal, un árbol residencial documentado como peligroso por un arborista certificado o un arquitecto paisajista con licencia puede quitarse sin permiso local, pero conviene avisar a la ciudad para que quede constancia.",
    whyChoose: [
      "Retiro del techo viejo organizado alrededor de robles maduros, con protección del suelo y manejo cuidadoso de los residuos para no dañar raíces ni ramas",
      "Tejas asfálticas resistentes a las algas, limahoyas abiertas y protectores de canaletas aptos para hojas, especificados para follaje denso",
      "Coordinamos con su arborista para que la poda se haga antes de instalar el techo nuevo, no después",
      "Experiencia en membranas y techos de baja pendiente para los condominios frente a la bahía en Bayshore Boulevard",
      "Empresa familiar desde 1987, respetuosa de una ciudad que valora sus árboles y sus casas antiguas",
    ],
    faqs: [
      {
        question: "¿Puedo podar el roble que cuelga sobre mi techo en Safety Harbor antes de cambiar el techo?",
        answer:
          "Por lo general sí, siempre que la poda cumpla con la norma ANSI A300 que exige la ciudad, lo que descarta desmochar el árbol o despojarlo de sus ramas. Quitar un árbol protegido es otra cosa y generalmente requiere un permiso de Community Development, a menos que un arborista certificado documente que el árbol es peligroso. Recomendamos que un arborista despeje el espacio sobre el techo una o dos semanas antes de empezar, para que las tejas asfálticas nuevas nunca reciban un raspón.",
      },
      {
        question: "¿Por qué la vertiente norte de mi techo tiene manchas negras si el resto se ve bien?",
        answer:
          "Esas manchas son algas, que prosperan donde la sombra de los robles mantiene húmedas las tejas asfálticas. No representan un riesgo inmediato de goteras, pero el musgo y el crecimiento abundante retienen humedad y con el tiempo levantan los bordes de las tejas asfálticas. Un lavado suave a baja presión puede limpiarlas; el lavado a presión arranca los gránulos y acorta la vida del techo. Al cambiar el techo, las tejas asfálticas resistentes a las algas, con gránulos que contienen cobre, evitan las manchas durante años.",
      },
      {
        question: "Nuestro bungalow del centro todavía tiene su viejo techo de metal. ¿Vale la pena conservarlo?",
        answer:
          "A veces. Si los paneles están en buen estado y el óxido se limita a los tornillos y las juntas, cambiar los tornillos, volver a sellar los traslapes y aplicar un recubrimiento nuevo puede darle años más. Si el metal se está oxidando de lado a lado o el entablado debajo se ha ablandado, reemplazarlo es la mejor inversión, y un techo nuevo de 5V crimp o de metal de junta alzada conserva el aspecto de la casa. Le mostramos fotos de los paneles y del entablado antes de que decida.",
      },
    ],
    keywords: [
      "techador en Safety Harbor",
      "techos en Safety Harbor FL",
      "reemplazo de techo Safety Harbor FL",
      "reparación de techos Safety Harbor",
      "techo de metal bungalow Safety Harbor",
    ],
  },

  dunedin: {
    photoAlt: "Casa en Dunedin con techo de tejas reparado después de la caída de una rama de roble",
    headline:
      "Sobre Edgewater Drive, los techos de Dunedin reciben todo el viento de St. Joseph Sound; tierra adentro, las casas de Fairway Estates y del centro piden otro trato.",
    intro: [
      "Dunedin, bautizada por colonos escoceses en honor a Edimburgo, creció en oleadas que todavía se notan desde la calle. El auge de los años 20 trazó Dunedin Isles, con sus profundos lotes frente al agua en Santa Barbara Drive y Buena Vista Drive, aunque gran parte se construyó después. Los años 50 y 60 trajeron casas de una planta (ranch) a Baywood Shores y Harbor View Villas, junto al agua, y a Fairway Estates, al lado del Dunedin Golf Club. Más recientemente, los compradores han estado demoliendo casas de una planta frente al agua para levantar en su lugar casas de dos y tres pisos.",
      "Esas dos generaciones de casas fallan de maneras distintas. Una casa de una planta original suele tener goteras donde se conectó un porche o un Florida room (cuarto de sol) añadido después con una pendiente demasiado plana, o donde las canaletas cuelgan de tablas de fascia ya blandas. Una casa nueva frente a la bahía tiene un techo complicado, a menudo de tejas o de metal, escalonado sobre balcones y parapetos, y sus puntos débiles son las decenas de uniones de tapajuntas donde el techo se encuentra con el muro. En cualquier caso, nuestras inspecciones en Dunedin empiezan por los bordes, porque ahí es donde la sal y el viento hacen su trabajo primero.",
    ],
    neighborhoodNames: {
      "Downtown Dunedin": "Centro de Dunedin",
    },
    housing:
      "Cerca de Main Street y del Pinellas Trail encontrará casitas y bungalows de madera de los primeros tiempos, townhomes más nuevos y edificios pequeños de condominios. Fairway Estates, con calles que llevan nombres de campeones de golf como Sarazen y Hagen, es en su mayoría de casas de bloque de mediados de siglo con tejas asfálticas, y su asociación comunitaria es activa. En las calles frente a la bahía, las casas de una planta que sobreviven, con techos bajos a cuatro aguas, están junto a casas reconstruidas con tejas de barro o de concreto y metal de junta alzada. Cerca del Causeway, los edificios de condominios y townhomes dependen de techos de membrana de baja pendiente, y sus juntas directivas ya están presupuestando el reemplazo según las reglas de estudios de reservas que Florida adoptó después de Surfside.",
    stormExposure:
      "Desde Edgewater Drive la vista cruza St. Joseph Sound hasta Caladesi Island y Honeymoon Island, y nada en medio frena el viento. Helene, en 2024, empujó la marejada ciclónica hasta la marina y sobre las tierras bajas junto al Causeway, y las ráfagas de Milton en octubre de ese año alcanzaron todos los rincones de la ciudad. Los vecindarios frente a la bahía están dentro de la región de escombros arrastrados por el viento, donde un techo nuevo debe resistir una succión mayor en sus esquinas y bordes. La sal causa daños más silenciosos todo el año: en esta costa, los bordes de goteo galvanizados, los tapajuntas escalonados de acero y las cabezas de tornillos expuestas se corroen años antes que las mismas piezas más tierra adentro.",
    localNotes:
      "La división de construcción de la Ciudad de Dunedin emite los permisos de techado y realiza las inspecciones dentro de los límites de la ciudad. Las casas frente al agua que se inundaron en 2024 están sujetas a la regla de daño sustancial de FEMA, que cuenta el costo del techo en el total. Los edificios de condominios de tres pisos o más ahora deben tener un estudio de reservas de integridad estructural que incluya el techo, así que las asociaciones del Causeway y del centro deben contar con que un plan de reemplazo forme parte de él. En Fairway Estates y otras zonas con restricciones de escritura, obtenga la aprobación arquitectónica antes de cambiar el color o el material.",
    whyChoose: [
      "Tapajuntas bien hechos en reconstrucciones complejas frente a la bahía: balcones, parapetos, muros de estuco y transiciones de techo en varios niveles",
      "Componentes de aluminio y acero inoxidable elegidos para la exposición de Edgewater Drive y el Causeway, en lugar de acero galvanizado común",
      "Reemplazos de techo en casas de una planta que incluyen carpintería de fascia y canaletas del tamaño correcto, no solo tejas asfálticas nuevas",
      "Apoyo a juntas de condominios: informes del estado del techo para el estudio de reservas y reemplazo de la membrana cuando corresponda",
      "Techamos casas frente al agua en el norte de Pinellas como empresa familiar desde 1987",
    ],
    faqs: [
      {
        question: "Nuestra casa en Dunedin Isles está justo frente a St. Joseph Sound. ¿Qué techo aguanta ese viento?",
        answer:
          "Tanto las tejas de concreto bien fijadas como el aluminio de junta alzada funcionan bien en lotes expuestos frente a la bahía, siempre que lleven debajo una membrana base autoadherente y que los aleros, los bordes laterales, las limatesas y las cumbreras estén fijados según la región de escombros arrastrados por el viento. Los paneles de acero también pueden funcionar, pero muchos fabricantes limitan sus garantías cerca del agua salada. Comparamos las opciones para su lote y le mostramos cómo se asegura cada una en el perímetro, donde empiezan las fallas por viento.",
      },
      {
        question: "¿Pueden rehacer solo el techo plano del porche de nuestra casa en Fairway Estates?",
        answer:
          "Sí. Muchas casas de una planta de mediados de siglo en Dunedin tienen un porche o Florida room con muy poca pendiente para tejas asfálticas. Retiramos el recubrimiento viejo, reparamos el entablado, instalamos betún modificado o una membrana comparable y lo unimos al techo principal con tapajuntas nuevos. Si las tejas asfálticas del techo principal están cerca del final de su vida útil, hacer ambos trabajos juntos puede ahorrarle una segunda movilización, pero no es obligatorio.",
      },
      {
        question:
          "Nuestra asociación de condominio cerca del Causeway necesita un plan del techo para su estudio de reservas. ¿Pueden ayudar?",
        answer:
          "Sí. El ingeniero que prepara el estudio de reservas de integridad estructural necesita una idea realista de la vida útil que le queda al techo y de lo que implica reemplazarlo. Inspeccionamos la membrana, los tapajuntas, los drenajes y las bases de los equipos sobre el techo, tomamos muestras de núcleo donde el aislamiento podría estar mojado y entregamos un informe escrito del estado y un alcance de reemplazo que la junta puede pasarle a su ingeniero.",
      },
    ],
    keywords: [
      "techador en Dunedin",
      "techos en Dunedin FL",
      "reemplazo de techo Dunedin FL",
      "techos frente al agua Dunedin",
      "techo de condominio Dunedin Causeway",
      "reparación de techos Fairway Estates",
    ],
  },
};
