import type { SpanishCityProfiles } from "../../city-profile-schema";

/** Pasco County: Odessa, Wesley Chapel, Land O' Lakes, Trinity, New Port Richey, Port Richey, Zephyrhills, Dade City. */
export const pascoEs: SpanishCityProfiles = {
  odessa: {
    headline:
      "Odessa es nuestro vecindario: casas junto a los lagos de Gunn Highway, fincas de caballos en Keystone y las calles nuevas de Starkey Ranch son techos que nuestros camiones ven cada mañana.",
    intro: [
      "Nuestra oficina está en Odessa, así que esta es la única parte de nuestra zona de servicio donde, además de techadores, somos vecinos. Cuando una tormenta de verano tumba una rama de roble sobre el techo de un porche cerca de Racetrack Road, muchas veces nos llama alguien que ya conoce nuestros camiones. Al trabajar tan cerca de casa, hemos visto envejecer los techos de Odessa durante muchos años, y eso influye en lo que recomendamos.",
      "Odessa es un lugar poco común para trabajar en techos porque en realidad son dos comunidades que comparten un mismo código postal. Al norte de la línea del condado es Pasco, donde Starkey Ranch ha convertido antiguos pastizales de ganado en vecindarios nuevos desde mediados de la década de 2010. Al sur de la línea es territorio no incorporado del condado de Hillsborough, donde el plan comunitario Keystone-Odessa mantiene los terrenos grandes y las calles sin alumbrado de noche. En una sola semana de estimados podemos ver un techo a cuatro aguas estándar de constructora, una casa junto al lago de los años setenta con tres ampliaciones y un granero con techo de metal.",
    ],
    neighborhoodNames: {
      "Gunn Highway corridor": "Corredor de Gunn Highway",
      "State Road 54 corridor": "Corredor de State Road 54",
    },
    housing:
      "Alrededor de Lake Keystone y de los lagos más pequeños junto a Gunn Highway, muchas casas empezaron como modestas viviendas de bloque o de estructura de madera de los años sesenta y setenta y fueron creciendo con el tiempo, así que un solo techo puede tener varias pendientes, la unión con un cuarto de sol de baja pendiente y limahoyas dondequiera que una ampliación se encuentra con la construcción original. En esas uniones empiezan la mayoría de las filtraciones en Odessa. Las fincas de Keystone suman garajes independientes, talleres y establos para caballos, normalmente bajo metal con tornillos expuestos cuyos tornillos y tiras de cierre fallan mucho antes que los paneles. The Eagles, una comunidad de golf con acceso controlado cuyo primer campo abrió en 1970, combina casas más antiguas hechas a la medida con otras más recientes bajo tejas asfálticas y tejas de concreto. Las casas de Starkey Ranch son recientes, en su mayoría con tejas asfálticas arquitectónicas o tejas de una paleta de colores aprobada.",
    stormExposure:
      "Odessa está lo bastante tierra adentro como para que la marejada ciclónica no sea la preocupación, pero lo bastante cerca del Golfo como para que los sistemas tropicales lleguen con buena parte de su viento intacto. Irma en 2017 y Milton en 2024 arrasaron con las copas de los árboles, y aquí el daño suele venir de los árboles: ramas de roble y de pino que atraviesan las tejas asfálticas, aplastan las canaletas y destrozan las jaulas de las piscinas. Los lagos también cuentan: el viento gana velocidad sobre el agua abierta, así que las esquinas de los techos a cuatro aguas y las cumbreras de las casas a la orilla se levantan antes que en los techos resguardados entre los pinos. De junio a septiembre se suman rayos frecuentes y, de vez en cuando, una breve caída de granizo pequeño.",
    localNotes:
      "Qué departamento de construcción tramita un reemplazo de techo en Odessa depende de la parcela, no de la dirección postal. Al norte de la línea del condado, los permisos los emite Pasco County Building Construction Services; al sur, Development Services del condado de Hillsborough. Los propietarios de Starkey Ranch también necesitan la aprobación de diseño de su asociación antes del permiso, y en las casas más antiguas de Keystone, al quitar el techo viejo a veces aparece una ampliación hecha sin permiso, algo que le señalamos en lugar de cubrirlo sin decir nada.",
    whyChoose: [
      "Odessa es nuestra casa: nuestra oficina está aquí, así que una filtración en su vecindario nos queda a pocos minutos",
      "Sabemos de qué lado de la línea del condado está su parcela y presentamos el permiso ante el departamento de construcción correcto desde la primera vez",
      "Experiencia con los techos de retazos que acumulan las casas junto a los lagos de Odessa: pendientes mixtas, uniones de baja pendiente y porches añadidos",
      "Reparaciones de techos de metal para graneros, talleres y garajes independientes, no solo para la casa principal",
      "Empresa familiar desde 1987, y la opinión que tienen de nosotros nuestros propios vecinos depende de cada trabajo",
    ],
    faqs: [
      {
        question: "Mi dirección dice Odessa. ¿El permiso para mi techo lo emite Pasco o Hillsborough?",
        answer:
          "Depende de dónde esté la parcela. Starkey Ranch y las demás casas al norte de la línea del condado obtienen su permiso de Pasco County Building Construction Services, mientras que Keystone, The Eagles y los vecindarios al sur de la línea pasan por el condado de Hillsborough. Confirmamos la jurisdicción con el registro del tasador de propiedades (property appraiser) y presentamos la solicitud ante el condado que corresponde.",
      },
      {
        question: "¿Pueden rehacer el techo de metal de nuestro granero al mismo tiempo que el de la casa?",
        answer:
          "Sí. Los graneros y talleres en las fincas de Odessa suelen tener paneles de metal con tornillos expuestos, con cabezas de tornillo oxidadas o tiras de cierre que faltan. Según la construcción y el uso que tenga, puede necesitar su propio permiso. Podemos cotizar ambos techos juntos, programarlos uno tras otro y combinar el color de los paneles con el de la casa si quiere que la propiedad se vea uniforme.",
      },
      {
        question:
          "El techo plano de nuestro Florida room (cuarto de sol) tiene filtraciones cada verano. ¿Necesitamos un techo completamente nuevo?",
        answer:
          "Por lo general, no. Esas secciones de baja pendiente muchas veces se cubrieron con rollo asfáltico, o con tejas asfálticas en una pendiente demasiado baja para ellas, y fallan donde se unen con el techo principal. Podemos reemplazar solo esa sección con una membrana de betún modificado o de TPO, rehacer los tapajuntas de la transición y dejar el resto como está si todavía le queda vida útil.",
      },
    ],
    keywords: [
      "techador en Odessa FL",
      "techos en Odessa FL",
      "reemplazo de techo Odessa",
      "techos en Starkey Ranch",
      "reparación de techos Keystone",
      "techo de metal para granero Odessa",
    ],
  },

  "wesley-chapel": {
    photoAlt: "Casa de un piso en Wesley Chapel con un techo nuevo de tejas asfálticas arquitectónicas color café",
    headline:
      "Wesley Chapel pasó de potrero a suburbio en una generación, y su primera ola de techos ya llega al final; los reemplazamos según el código y las reglas de su asociación de propietarios (HOA).",
    intro: [
      "Al recorrer hoy State Road 54, cuesta imaginar las tierras de rancho que era Wesley Chapel no hace tanto. Meadow Pointe, Lexington Oaks y Seven Oaks se llenaron de casas durante los años noventa y dos mil, luego vinieron Wiregrass Ranch y Epperson, y los constructores siguen abriendo nuevas fases. Las casas de esa primera ola ya necesitan, o ya pasaron, su primer reemplazo de techo; las más nuevas necesitan sobre todo reparaciones por tormenta y mantenimiento.",
      "Casi todos los vecindarios están dentro de un distrito de desarrollo comunitario (CDD), una asociación de propietarios (HOA) o ambos, y un comité de revisión arquitectónica tiene voz sobre lo que se pone en su techo. El color de las tejas asfálticas, el perfil de las tejas y a veces hasta el estilo de la ventilación de cumbrera necesitan aprobación. Preparamos la solicitud con muestras y fichas técnicas del fabricante, y no empezamos a quitar el techo viejo hasta tener en la mano la carta de aprobación.",
    ],
    housing:
      "La casa típica de Wesley Chapel es de bloque de concreto con estuco, de uno o dos pisos, construida por una gran constructora nacional o regional. Los techos de principios de los noventa solían ser de tejas asfálticas de tres lengüetas; la mayoría ya se reemplazó, y los pocos originales que quedan están más que vencidos. A partir de los años dos mil, los constructores pasaron en general a tejas asfálticas dimensionales, y las secciones de mayor categoría de las comunidades más nuevas tienen tejas de concreto. Los planos de dos pisos con hastiales altos y varios planos de techo están por todas partes, lo que significa más limahoyas y más tapajuntas escalonados contra las paredes del segundo piso que la lluvia empujada por el viento puede aprovechar. Las hileras de townhomes y las villas suman techos compartidos, que las asociaciones suelen reemplazar edificio por edificio.",
    stormExposure:
      "Estar bien tierra adentro mantiene a Wesley Chapel fuera de las zonas de marejada ciclónica, pero 2024 demostró que estar tierra adentro no es lo mismo que estar protegido. Milton pasó al sur en octubre y aun así le dio a esta zona horas de viento dañino, que arrancó tejas asfálticas de las cumbreras expuestas y tumbó pinos sobre casas en las urbanizaciones más nuevas. Después, su lluvia llevó a Cypress Creek a una crecida récord e inundó calles en comunidades junto al arroyo como The Enclave, cerca de Wesley Chapel Boulevard. Irma, debilitado pero todavía con fuertes ráfagas en 2017, ya había mostrado lo poco profundas que son las raíces de muchos árboles aquí. Las tardes de verano traen tormentas eléctricas que se forman en el interior cuando las brisas marinas avanzan tierra adentro, con rayos frecuentes y, de vez en cuando, granizo lo bastante fuerte como para magullar las tejas asfálticas.",
    localNotes:
      "Wesley Chapel no está incorporado, así que los permisos de reemplazo de techo los emite Pasco County Building Construction Services, que recibe las solicitudes residenciales de reemplazo de techo a través de su sistema de permisos en línea. En una comunidad con restricciones de escritura, el orden de los pasos importa: primero la aprobación de la asociación, después el permiso del condado y luego la programación. Algunas comunidades también limitan el horario de trabajo y la ubicación del contenedor de escombros, y en las entradas con acceso controlado hay que coordinar de antemano el paso de la cuadrilla; todo eso lo arreglamos con la compañía administradora.",
    whyChoose: [
      "Preparamos el paquete de revisión arquitectónica para su HOA, hasta el nombre exacto del color y los documentos del fabricante",
      "Cuadrillas acostumbradas a techos empinados y de muchos planos en casas de constructora de dos pisos, incluidos los tapajuntas escalonados en las paredes del segundo piso",
      "Reparaciones por viento y caída de árboles después de tormentas como Milton, documentadas con fotos que su ajustador puede usar",
      "Respetamos las reglas de la comunidad sobre horarios, estacionamiento y ubicación del contenedor para que los vecinos no tengan nada de qué quejarse",
      "Una empresa del condado de Pasco, con sede en Odessa y familiar desde 1987, no una cuadrilla que llega con la tormenta y se va con ella",
    ],
    faqs: [
      {
        question: "¿Necesito la aprobación de la HOA antes de reemplazar mi techo en Meadow Pointe o Wiregrass Ranch?",
        answer:
          "En la mayoría de las comunidades de Wesley Chapel, sí. Las restricciones de escritura suelen exigir revisión arquitectónica para cualquier cambio en el exterior de la casa, y muchas consideran que incluso un reemplazo de techo con el mismo material y color necesita aprobación. Preparamos la solicitud con muestras de color y datos del producto y esperamos la aprobación por escrito antes de empezar, porque saltarse ese paso puede traer multas o una orden de rehacer el trabajo.",
      },
      {
        question: "Mi compañía de seguros dice que mi techo es demasiado viejo. ¿Qué puedo hacer?",
        answer:
          "La ley de Florida prohíbe que las aseguradoras se nieguen a emitir o renovar una póliza de vivienda únicamente porque el techo tiene menos de 15 años. Pasados los 15 años, la aseguradora puede pedir una inspección, y si un inspector autorizado determina que al techo le quedan al menos cinco años de vida útil, la edad por sí sola no es motivo para cancelarle la póliza. Podemos inspeccionar y documentar el estado del techo; si está cerca del final de su vida útil, le cotizamos un reemplazo antes de la fecha de renovación.",
      },
      {
        question: "Nuestra calle se inundó después de Milton, pero el techo se ve bien. ¿Vale la pena revisarlo?",
        answer:
          "Sí, porque la misma tormenta trajo horas de viento, y con el suelo empapado los árboles se inclinaron y soltaron ramas. Las lengüetas de tejas asfálticas levantadas, las cumbreras agrietadas y las pequeñas perforaciones son difíciles de ver desde la entrada de la casa. Inspeccionamos, fotografiamos lo que encontramos y le explicamos qué daños corresponden a un reclamo al seguro de vivienda por viento y cuáles a la póliza de inundación, ya que los dos se tramitan por separado.",
      },
    ],
    keywords: [
      "techador en Wesley Chapel",
      "techos en Wesley Chapel FL",
      "reemplazo de techo Wesley Chapel",
      "techos en Meadow Pointe",
      "aprobación de techo HOA Pasco",
      "reparación de techos Wiregrass Ranch",
    ],
  },

  "land-o-lakes": {
    headline:
      "En Land O' Lakes los techos están junto a lagos y humedales de cipreses, sobre piedra caliza que no siempre se queda quieta; revisamos las tres cosas antes de recomendar una reparación.",
    intro: [
      "Los lagos que le dieron su nombre a Land O' Lakes también decidieron cómo se construyó. Los primeros vecindarios surgieron a lo largo de las orillas, entre ellos Lake Padgett Estates, con modestas casas de bloque y algunas de madera levantadas entre los años sesenta y los ochenta. Las comunidades planificadas llegaron después, entre ellas Connerton, Bexley y Angeline, en antiguas tierras de rancho y de explotación maderera lejos del agua, donde los lotes son uniformes y los techos también.",
      "Esa división se nota en cada uno de nuestros estimados. En una casa frente al lago muchas veces encontramos un techo parchado por varios dueños, a veces colocado encima de una capa anterior, con un entablado que ha absorbido años de aire húmedo del lago. En las comunidades planificadas, las preguntas giran en torno a las reglas de la asociación, las opciones para mejorar el techo y los daños por tormenta que el dueño no puede ver desde el jardín.",
    ],
    housing:
      "Las viviendas de Land O' Lakes se dividen en tres grandes grupos. Las urbanizaciones frente a los lagos y las más antiguas cerca de U.S. 41 tienen techos a cuatro aguas y a dos aguas de poca pendiente sobre casas de bloque, cocheras (carports) convertidas en habitaciones hace mucho tiempo y alguna que otra casa móvil en un lote grande; la mayoría son techos de tejas asfálticas en su segunda o tercera cubierta. Las comunidades construidas desde finales de los noventa hasta los años dos mil, como Oakstead, Ballantrae, Plantation Palms y Wilderness Lake Preserve, tienen tejas asfálticas dimensionales o tejas de concreto sobre cerchas de madera, y muchos de esos techos ya tienen dos décadas. Las casas más nuevas, en Bexley, Angeline y las fases posteriores de Connerton, tienen en su mayoría tejas asfálticas arquitectónicas, bajo reglas de la asociación de propietarios (HOA) y del distrito de desarrollo comunitario (CDD) sobre color y material.",
    stormExposure:
      "Aquí el clima castiga los techos desde arriba y el suelo los afecta desde abajo. Las tormentas eléctricas del centro de Pasco traen rayos, ráfagas descendentes y a veces granizo, e Irma y Milton trajeron horas de viento sobre lagos y potreros abiertos. La lluvia de Milton en octubre de 2024 desbordó Cypress Creek hacia Lake Padgett Estates East, donde algunas calles quedaron bajo el agua durante días. Debajo de todo hay piedra caliza cárstica: en julio de 2017, un sumidero (sinkhole) en Ocean Pines Drive, en Lake Padgett Estates, se tragó dos casas y llevó al condado a declarar inhabitables varias casas vecinas. Un colapso de esa magnitud es poco común, pero el asentamiento gradual puede notarse en un techo como líneas de cumbrera agrietadas, tejas partidas y tapajuntas que se separan de las paredes.",
    localNotes:
      "Land O' Lakes no es una ciudad incorporada, así que los permisos los emite Pasco County Building Construction Services; nosotros hacemos la solicitud y programamos las inspecciones. Las parcelas frente a los lagos suelen estar dentro de una zona inundable de FEMA, donde el condado puede revisar el costo total de las reparaciones después de una tormenta antes de emitir un permiso. Si su propiedad tiene antecedentes de sumideros, díganoslo desde el principio: anotamos en nuestro informe cualquier señal de movimiento y recomendamos la evaluación de un ingeniero antes de reemplazar el techo de una casa que podría seguir moviéndose.",
    whyChoose: [
      "Inspecciones que buscan señales de asentamiento, no solo tejas faltantes, con una respuesta directa cuando el problema está debajo del techo",
      "Experiencia con casas antiguas frente a los lagos: techos con varias capas, parches anteriores y entablado dañado por la humedad que reemplazamos donde hace falta",
      "Nos encargamos de las solicitudes a la HOA en Connerton, Bexley, Ballantrae, Oakstead y las demás comunidades planificadas",
      "Sistemas de tejas asfálticas, tejas y metal con aprobación de producto de Florida (Florida Product Approval) para cada componente que instalamos",
      "Tenemos nuestra sede al lado, en Odessa, así que podemos revisar su techo poco después de que pase una tormenta",
    ],
    faqs: [
      {
        question: "Hay grietas a lo largo de la cumbrera de mi techo de tejas. ¿Podría ser un sumidero?",
        answer:
          "Por lo general, no. La mayoría de las tejas de cumbrera agrietadas se deben a la edad, a un mortero deteriorado o a que alguien caminó sobre el techo. Pero si además nota grietas nuevas en las paredes interiores, puertas que empiezan a trabarse o aberturas donde los tapajuntas se unen con las paredes, la estructura podría estar moviéndose. Documentamos lo que vemos en el techo y le decimos con honestidad si parece asentamiento, en cuyo caso una evaluación geotécnica debe hacerse antes de cualquier trabajo en el techo.",
      },
      {
        question: "¿Y si el color de tejas asfálticas que aprobó mi HOA hace años ya no se fabrica?",
        answer:
          "Pasa con frecuencia, porque los fabricantes descontinúan colores. Llevamos al comité de revisión arquitectónica las muestras actuales más parecidas al original, y muchas comunidades mantienen una lista actualizada de colores aprobados. En las reparaciones, las tejas asfálticas nuevas rara vez combinan con las envejecidas en la misma vertiente, así que tal vez le sugiramos cubrir un plano completo en lugar de poner un parche.",
      },
      {
        question: "¿Vivir junto a un lago cambia el tipo de techo que debo elegir?",
        answer:
          "Puede cambiarlo. Las casas que dan a aguas abiertas reciben más viento, así que nos inclinamos por tejas asfálticas con la clasificación de viento más alta y clavado adicional en los aleros y los bordes laterales, o por metal de junta alzada para los dueños que piensan quedarse mucho tiempo. La humedad del lago también hace más importante la ventilación del ático; una entrada y una salida de aire equilibradas permiten que el entablado se seque y evitan que las tejas envejezcan antes de tiempo.",
      },
    ],
    keywords: [
      "techador en Land O' Lakes",
      "techos en Land O' Lakes FL",
      "reemplazo de techo Land O' Lakes",
      "techos en Connerton",
      "reparación de techos Lake Padgett",
      "techo de tejas Land O' Lakes",
    ],
  },

  trinity: {
    headline:
      "Las calles de golf y las comunidades cerradas de Trinity se construyeron casi de una sola vez desde finales de los noventa, así que muchos de sus techos llegan juntos al final de su vida útil.",
    intro: [
      "Trinity se planificó en los años noventa como un gran desarrollo justo al norte de la línea del condado de Pinellas, y muchas constructoras lo fueron completando a lo largo de dos décadas. Heritage Springs abrió como comunidad de golf para adultos activos, Thousand Oaks y Trinity Oaks se llenaron de casas familiares, y las calles de estilo de barrio tradicional de Longleaf sumaron porches delanteros y callejones traseros muy cerca. Como gran parte se construyó en poco tiempo, calles enteras tienen hoy techos de casi la misma edad.",
      "Esa historia compartida trae problemas compartidos. Los techos de tejas de concreto de esa época pueden verse perfectos desde la acera mientras la membrana base que está debajo, la capa que realmente impide el paso del agua, se va desgastando. Los techos de tejas asfálticas de la misma época simplemente ya superaron la vida útil que se espera bajo el sol de Florida. La mayoría de nuestras inspecciones en Trinity se reducen a distinguir un techo que necesita mantenimiento de uno que necesita reemplazo.",
    ],
    housing:
      "La mayoría de las casas de Trinity son de bloque de concreto y estuco, construidas entre finales de los noventa y la década de 2010, en estilos mediterráneo y rancho floridano con techos a cuatro aguas. Las tejas de concreto de perfil plano y de barril son comunes en los vecindarios cerrados y de golf, y las tejas asfálticas dimensionales cubren gran parte del resto. Heritage Springs, construida para compradores de 55 años o más, combina casas unifamiliares con villas adosadas, donde el techo puede ser del dueño o de la asociación según los documentos de la comunidad. Longleaf es la excepción: casas tradicionales con techos más empinados, porches, buhardillas y garajes que dan a los callejones. Las casas alrededor de Seven Springs son en general más antiguas, con techos a dos aguas más sencillos.",
    stormExposure:
      "Trinity está en terreno más alto que los vecindarios frente al agua al oeste de U.S. 19, así que la marejada ciclónica que inundó gran parte de la costa de Pasco durante Idalia en 2023 y Helene en 2024 se quedó bastante lejos. El viento es otra historia. Las tormentas del Golfo llegan a Trinity con poca tierra que las frene, y aquí los techos de tejas suelen fallar en los bordes, donde las tejas de limatesa y de cumbrera asentadas con mortero se agrietan y se sueltan, y las tejas de los bordes laterales se levantan. El agua dulce es la otra amenaza: después de las lluvias de Milton en octubre de 2024, la crecida del río Anclote llevó al condado a pedir a los residentes de las zonas bajas de Thousand Oaks que se trasladaran a terreno más alto. El agua de una inundación rara vez llega a un techo, pero muchas veces le tumba un árbol encima.",
    localNotes:
      "La mayoría de las direcciones postales de Trinity dicen New Port Richey, pero Trinity no está incorporada, así que los permisos de techado los emite Pasco County Building Construction Services, no la ciudad. Casi todos los vecindarios tienen restricciones de escritura, y un cambio de material o de color del techo necesita aprobación arquitectónica antes del permiso; algunas comunidades exigen tejas o un acabado con aspecto de teja. Pasar de tejas asfálticas a tejas agrega peso, y el condado puede pedir una carta de un ingeniero que confirme que las cerchas pueden soportarlo.",
    whyChoose: [
      "Inspecciones de techos de tejas que revisan la membrana base, no solo las tejas visibles, para que reemplace un techo de tejas solo cuando de verdad lo necesita",
      "Caminamos sobre las tejas de concreto de la manera correcta y llevamos piezas de repuesto, para no romper el techo que vinimos a arreglar",
      "Sabemos que Trinity es jurisdicción del condado aunque la dirección diga New Port Richey, y tramitamos el permiso en consecuencia",
      "Respuestas claras para los dueños de villas sobre lo que cubre la asociación y lo que le toca a usted",
      "Un negocio familiar desde 1987, con nuestra oficina en Odessa, a poca distancia por State Road 54",
    ],
    faqs: [
      {
        question: "Nuestro techo de tejas tiene unos 25 años y las tejas se ven bien. ¿De verdad necesita trabajo?",
        answer:
          "Es posible. Las tejas de concreto suelen durar más que la membrana base que tienen debajo, y en muchas casas de Trinity de esa edad la membrana base original de fieltro ya se volvió quebradiza. Las señales de alerta incluyen manchas en el cielo raso, tejas desplazadas y mortero agrietado en las limatesas. Si las tejas están en buen estado, podemos levantarlas, colocar una membrana base autoadherente moderna y volver a poner las tejas buenas, comprando piezas nuevas solo para reemplazar las rotas.",
      },
      {
        question: "¿Puedo reparar solo la parte de mi techo dañada por la tormenta?",
        answer:
          "Muchas veces sí, pero la regla del 25 por ciento de Florida es importante. Si su techo se instaló antes de que entrara en vigor, en 2009, la edición 2007 del Código de Construcción de Florida, reparar más de una cuarta parte de una sección del techo en un plazo de un año generalmente obliga a poner toda esa sección al día con el código vigente. Los techos construidos según el código de 2007 o posteriores están exentos de esa regla. Muchos techos de Trinity son anteriores, así que revisamos el historial de permisos antes de cotizar.",
      },
      {
        question: "Vivo en Heritage Springs. ¿El techo le corresponde a la asociación o a mí?",
        answer:
          "Depende de si usted es dueño de una casa independiente o de una villa, y de lo que diga su declaración. Si el techo es suyo, igual necesita la aprobación arquitectónica del color y el material. Compártanos las páginas correspondientes de sus documentos y le ayudaremos a aclarar quién debe pedir la cotización.",
      },
    ],
    keywords: [
      "techador en Trinity FL",
      "techos en Trinity FL",
      "reparación de techos de tejas Trinity",
      "reemplazo de techo Trinity FL",
      "techos en Heritage Springs",
      "techos en Longleaf Trinity",
    ],
  },

  "new-port-richey": {
    headline:
      "Centro de los años veinte, casitas junto al río y casas en los canales de Gulf Harbors: New Port Richey pasó por Idalia y Helene, y reparamos y reemplazamos sus techos antes de la próxima tormenta.",
    intro: [
      "New Port Richey creció durante el auge inmobiliario de los años veinte a orillas del río Pithlachascotee, y su centro todavía lo refleja: una cuadrícula de calles con nombres de presidentes y de estados, el restaurado Hacienda Hotel en Main Street y el Richey Suncoast Theatre, con su cúpula, en Grand Boulevard. Alrededor de ese centro surgieron los vecindarios de la posguerra que atrajeron a jubilados del Medio Oeste a lo largo de U.S. 19 en los años sesenta y setenta y, junto al Golfo, comunidades de canales donde el bote queda amarrado detrás de la casa.",
      "Dos temporadas de tormentas seguidas lo han puesto todo a prueba. La marejada ciclónica de Idalia en 2023 y la todavía mayor de Helene en 2024 metieron agua salada en miles de casas del oeste de Pasco, y Milton llegó apenas dos semanas después de Helene. Desde entonces, nuestro trabajo aquí ha consistido en separar los daños del techo de los daños por inundación, reparar lo que hizo el viento y planificar techos para casas que se están elevando o reconstruyendo.",
    ],
    neighborhoodNames: {
      "Downtown and Main Street": "Centro y Main Street",
      "Pithlachascotee River neighborhoods": "Vecindarios del río Pithlachascotee",
    },
    housing:
      "Las viviendas en New Port Richey y sus alrededores vienen por capas. Las más antiguas son bungalows de madera y algunas casas de estilo neomediterráneo (Mediterranean Revival) de los años veinte cerca del centro y del río, algunas con secciones de baja pendiente escondidas detrás de parapetos que requieren membrana, no tejas asfálticas. La mayor parte son casas estilo rancho de bloque de concreto de los años cincuenta a setenta, con techos a cuatro aguas o a dos aguas de poca pendiente, cocheras y porches con malla, muchas en Jasmine Estates y en las calles cercanas a U.S. 19. Gulf Harbors, una gran comunidad de canales, combina casas originales a nivel del suelo con reconstrucciones elevadas sobre pilotes. Las casas prefabricadas llenan los parques en las afueras de la ciudad. La cubierta habitual es de tejas asfálticas, con metal y betún modificado en algunas casas.",
    stormExposure:
      "Esto es techado de la costa del Golfo en el sentido más literal. Los vecindarios al oeste de U.S. 19 y a lo largo de la parte baja del Pithlachascotee están apenas por encima de la marea, y cuando Helene pasó mar adentro en septiembre de 2024, su marejada ciclónica subió por el río hasta casas a ambos lados de U.S. 19 y obligó a hacer rescates en aguas altas en Gulf Harbors. La marejada rara vez llega a un techo, pero destroza las habitaciones que hay debajo, y las aseguradoras preguntarán qué daños causó el viento y cuáles el agua que subió. El viento aquí es constante y salado; empuja la lluvia de lado por debajo de los tapajuntas y oxida los clavos de acero sin protección, los bordes de goteo y las tapas de ventilación años antes de lo que ocurriría tierra adentro.",
    localNotes:
      "Dentro de los límites de la ciudad, los permisos de techado los emite la División de Construcción (Building Division) de la ciudad de New Port Richey, que forma parte de su Departamento de Desarrollo (Development Department). Muchas casas con dirección de New Port Richey, entre ellas Gulf Harbors, Jasmine Estates y Trinity, están en zonas no incorporadas de Pasco y reciben su permiso del condado de Pasco. Después de Idalia, la ciudad exigió inspecciones de daños en las propiedades de zonas inundables antes de emitir permisos de reparación, y el condado evaluó de la misma forma las casas al oeste de U.S. 19 después de Helene, así que cuente con esa revisión si su casa se inundó. La ciudad usa el registro de contratistas del condado, así que un solo registro sirve para ambos.",
    whyChoose: [
      "Clavos, tapajuntas y piezas de ventilación elegidos para resistir el aire salado, no lo primero que haya en el camión",
      "Informes que separan los daños por viento de los daños por inundación, para que sus reclamos al seguro de vivienda y de inundación no se enreden",
      "Techos para casas reconstruidas en alto y casas elevadas después de Helene, teniendo en cuenta el acceso y la mayor exposición al viento que trae la altura",
      "Confirmamos si su dirección es de la ciudad o del condado antes de solicitar el permiso y le ayudamos con las revisiones de daños después de la tormenta",
      "Empresa familiar desde 1987, con oficina en Odessa y cuadrillas que conocen las calles del oeste de Pasco",
    ],
    faqs: [
      {
        question:
          "Mi casa se inundó con Helene. ¿Se puede reemplazar el techo mientras está pendiente la revisión de daño sustancial?",
        answer:
          "Por lo general, el techo tiene que esperar esa decisión. En las zonas inundables, la ciudad o el condado determina primero si el costo de las reparaciones supera la mitad del valor de la casa; si es así, la casa debe elevarse o adaptarse de otra manera a las normas de inundación, lo que puede cambiar por completo el plan del techo. Mientras tanto, podemos poner una lona y hacer reparaciones temporales para que no entre más agua, y darle un estimado del techo para incluirlo en la evaluación.",
      },
      {
        question: "¿Qué clavos y tapajuntas resisten tan cerca del Golfo?",
        answer:
          "Cerca del agua salada, los clavos electrogalvanizados y los bordes de goteo de acero sin protección pueden oxidarse por completo antes de que se desgasten las tejas asfálticas. Usamos sujetadores de acero inoxidable o con galvanizado grueso, bordes de aluminio o de metal con recubrimiento, y tapas de ventilación y sellos de tubería resistentes a la corrosión. Algunas garantías de techos de metal limitan la cobertura cerca del agua salada, así que leemos las condiciones antes de recomendar un panel.",
      },
      {
        question: "¿Pueden cambiar el techo de un bungalow antiguo del centro sin alterar su carácter?",
        answer:
          "Sí. En las casas de los años veinte conservamos las líneas originales del techo, protegemos los extremos expuestos de las vigas y las ménsulas, y sugerimos tejas asfálticas dimensionales de tonos sobrios o un techo de metal de junta alzada acorde con la época. Las áreas de baja pendiente detrás de los parapetos llevan una membrana con tapajuntas bien subidos por las paredes del parapeto, que es donde más suelen tener filtraciones estos techos.",
      },
    ],
    keywords: [
      "techador en New Port Richey",
      "techos en New Port Richey FL",
      "reparación de techos New Port Richey",
      "techos en Gulf Harbors",
      "reparación de techos por huracán New Port Richey",
      "reemplazo de techo 34652",
    ],
  },

  "port-richey": {
    headline:
      "Port Richey es una ciudad pequeña frente al agua y muy expuesta al clima, y sus casas en canales, casitas y reconstrucciones elevadas necesitan techos hechos para la sal, la marejada y el viento.",
    intro: [
      "Port Richey es más antigua que su vecina más conocida del sur. Poblada en la década de 1880 donde el río Pithlachascotee se une con el Golfo, y llamada así por uno de sus primeros pobladores, Aaron Richey, es una ciudad pequeña y mayormente residencial que se extiende a lo largo de U.S. 19 y de una red de canales. A su alrededor hay vecindarios no incorporados que comparten la dirección postal de Port Richey, desde Embassy Hills y Regency Park hasta las calles para mayores de 55 años de Timber Oaks.",
      "Aquí el agua determina el techado más que ninguna otra cosa. Gran parte de la ciudad está apenas por encima del nivel del mar, y después de la No Name Storm de 1993 (la llamada Tormenta sin Nombre), de Idalia en 2023 y de Helene en 2024, muchos dueños ya reconstruyeron más alto o están pensando si hacerlo. En una casa así, el techo tiene que planificarse junto con la elevación para inundaciones, el seguro y lo que permita el departamento de construcción, no comprarse como algo aparte.",
    ],
    neighborhoodNames: {
      "Pithlachascotee River waterfront": "Ribera del río Pithlachascotee",
      "Port Richey canal streets": "Calles de los canales de Port Richey",
      "U.S. 19 corridor": "Corredor de U.S. 19",
    },
    housing:
      "Dentro de la ciudad, la mayoría de las casas son de bloque de concreto de los años cincuenta a setenta, con techos de poca pendiente, cocheras y Florida rooms (cuartos de sol), junto con casitas de madera cerca del río y un número creciente de casas reconstruidas sobre pilotes o muros de cimentación elevados (stem walls). Harborpointe, un enclave cerrado frente al agua, tiene casas más grandes hechas a la medida. Las casas prefabricadas son comunes en los parques a lo largo de U.S. 19 y en el condado que rodea la ciudad, muchas con techos viejos que nunca se diseñaron para las cargas de viento actuales. Embassy Hills y Regency Park son sobre todo casas de bloque de los años setenta y ochenta con techos de tejas asfálticas, mientras que Timber Oaks combina villas adosadas y pequeñas casas unifamiliares, algunas con techos que mantiene la asociación.",
    stormExposure:
      "La zona frente al agua de Port Richey recibe el Golfo de frente. La marejada ciclónica de Helene en septiembre de 2024 atravesó los vecindarios de canales de Port Richey un año después de que Idalia inundara muchas de las mismas calles, y los residentes de toda la vida todavía comparan ambas con la No Name Storm de 1993. Para los techos, las amenazas directas son el viento y la sal: el agua abierta les da a los vientos del Golfo vía libre hacia la primera fila de casas, las casas elevadas suben el techo todavía más hacia ese viento, y el rocío salino corroe todo lo que está expuesto. Timber Oaks tiene otro problema. Está en una cuenca de drenaje cerrada que se ha inundado con fuertes lluvias tropicales, y allí el suelo empapado significa árboles inclinados y ramas que caen.",
    localNotes:
      "Las propiedades dentro de los límites de la ciudad de Port Richey tramitan sus permisos en el departamento de construcción de la propia ciudad, mientras que Embassy Hills, Regency Park, Timber Oaks y otras direcciones fuera de esos límites pasan por Pasco County Building Construction Services. Después de una inundación, cualquiera de las dos oficinas puede comparar el costo total de las reparaciones, techo incluido, con el umbral de daño sustancial del 50 por ciento antes de emitir permisos. Desde 2018, el condado también exige permisos para reemplazos y reparaciones de techos de casas móviles en las zonas no incorporadas, así que un sobretecho (roof-over) no es un trabajo de fin de semana para un handyman.",
    whyChoose: [
      "Sujetadores aptos para ambientes salinos, tapajuntas de aluminio y penetraciones selladas en cada trabajo en la costa",
      "Sobretechos y reemplazos con permiso para casas prefabricadas, anclados según las normas actuales",
      "Planificación del techo para casas que se están elevando después de Helene, coordinada con su contratista de elevación y su ingeniero",
      "Aclaramos si le corresponde la ciudad o el condado, y cualquier revisión de daños posterior a la inundación, antes de solicitar el permiso",
      "Una empresa familiar de techos desde 1987, con cuadrillas de emergencia disponibles durante toda la temporada de huracanes",
    ],
    faqs: [
      {
        question: "¿Qué techo resiste mejor en una casa frente a un canal en Port Richey?",
        answer:
          "Para los dueños que piensan quedarse, muchas veces sugerimos metal de junta alzada de aluminio o de acero con recubrimiento apto para la exposición costera, con sujetadores ocultos, o tejas asfálticas arquitectónicas de alta resistencia al viento con clavado adicional en los bordes. En cualquier caso, los detalles deciden cómo funciona: juntas del entablado selladas debajo de la membrana base, bordes de metal que no se oxiden y tapajuntas pensados para el rocío salino.",
      },
      {
        question: "¿Pueden ponerle un techo nuevo a mi casa móvil?",
        answer:
          "Sí. A las casas prefabricadas normalmente se les cambia el techo con un sobretecho de metal, instalado sobre listones encima del techo viejo con un anclaje nuevo, o con un sistema de membrana en pendientes muy bajas. Ambos necesitan un permiso de la ciudad o, fuera de los límites de la ciudad, del condado de Pasco. Las casas construidas antes de las normas de viento de HUD de 1994 pueden necesitar correas de anclaje adicionales, así que revisamos la estructura antes de recomendar un sistema.",
      },
      {
        question: "Vamos a elevar nuestra casa después de Helene. ¿Cuándo se debe reemplazar el techo?",
        answer:
          "Hable con nosotros antes de la elevación, no después. Si el techo está cerca del final de su vida útil, reemplazarlo cuando la casa ya esté sobre su nueva base evita hacer el trabajo dos veces, y el techo, más alto, queda expuesto a vientos más fuertes. Si el techo es más nuevo, lo inspeccionamos antes y después del traslado para detectar tejas agrietadas, tapajuntas sueltos o movimiento del entablado, y coordinamos nuestro trabajo con su contratista de elevación para que la casa nunca quede abierta a la lluvia.",
      },
    ],
    keywords: [
      "techador en Port Richey",
      "techos en Port Richey FL",
      "reparación de techos Port Richey FL",
      "sobretecho para casa móvil Port Richey",
      "techos frente al agua Pasco",
      "techo de metal Port Richey",
    ],
  },

  zephyrhills: {
    headline:
      "En Zephyrhills una cuadrilla puede empezar la semana en la casa prefabricada de un snowbird en un parque para mayores de 55 años y terminarla en una casa nueva de dos pisos en Silverado.",
    intro: [
      "Zephyrhills recibió su nombre en 1910, cuando el capitán H. B. Jeffries, veterano del Ejército de la Unión, fundó aquí una colonia para otros veteranos de la Guerra Civil, y desde entonces el pueblo ha recibido a recién llegados del Norte. Su agua de manantial hizo famoso el nombre, su aeropuerto municipal atrae a paracaidistas y cada invierno los residentes de temporada llenan las comunidades de casas prefabricadas y de vehículos recreativos (RV) alrededor del pueblo. Con el tiempo, nuevas urbanizaciones se han extendido a lo largo de State Road 56, Eiland Boulevard y U.S. 301, y la ciudad ha crecido rápidamente.",
      "Esa mezcla hace que el techado aquí sea más variado de lo que imaginan los visitantes. El techo de una casa prefabricada tiene una estructura, una sujeción y unos requisitos de permiso distintos a los de una casa de bloque, y un dueño que pasa los veranos en el Norte necesita a alguien que revise el techo después de una tormenta y le mande fotos, en lugar de esperar una llamada. Eso es justamente lo que ofrecemos: una revisión después de la tormenta, un informe por escrito y las reparaciones terminadas antes de que el dueño regrese en otoño.",
    ],
    neighborhoodNames: {
      "Downtown Zephyrhills": "Centro de Zephyrhills",
    },
    housing:
      "Las casas prefabricadas son una gran parte de las viviendas de Zephyrhills, concentradas en comunidades para mayores de 55 años como Betmar Acres y a lo largo de U.S. 301, donde los residentes pueden ser dueños del terreno o alquilarlo. Las casas sencillas (single-wide) más antiguas suelen tener techos de metal bajos, mientras que muchas dobles (double-wide) llevan tejas asfálticas en una pendiente poco pronunciada; en ambos casos, puede convenir un sobretecho en lugar de quitar el techo viejo. Cerca del centro hay casas de madera de principios del siglo XX y casas de bloque de mediados de siglo. Las comunidades de golf ya establecidas, como Silver Oaks y Lake Bernadette, tienen techos de tejas asfálticas y algunos de tejas de los años noventa y dos mil. Las urbanizaciones más nuevas, entre ellas Silverado, Zephyr Lakes, Hidden River y Abbott Square, son casas de constructora con tejas asfálticas arquitectónicas, reglas de la asociación de propietarios (HOA) o del distrito de desarrollo comunitario (CDD) y garantías todavía vigentes.",
    stormExposure:
      "Zephyrhills está en el interior de la península, muy lejos del alcance de la marejada ciclónica, pero recibe la versión tierra adentro de cada huracán. En octubre de 2024, una banda intensa de lluvia de Milton se quedó sobre la ciudad, el río Hillsborough alcanzó la etapa de inundación mayor y vecindarios como Silver Oaks se inundaron como nunca lo habían visto los residentes de toda la vida; grandes robles aflojados por el suelo empapado cayeron sobre las casas. Irma en 2017 dejó un rastro parecido de árboles caídos. Las casas prefabricadas son las construcciones más sensibles al viento de la ciudad, y sus techos suelen fallar primero en los bordes y las juntas. Las tormentas eléctricas de primavera y verano suman rayos, ráfagas descendentes y granizo ocasional.",
    localNotes:
      "Las casas dentro de los límites de la ciudad obtienen su permiso del departamento de construcción de la ciudad (City of Zephyrhills Building Department). Muchos parques y urbanizaciones con dirección de Zephyrhills están fuera de esos límites y dependen de Pasco County Building Construction Services, que exige permisos para reemplazos y reparaciones de techos de casas móviles desde 2018. En cualquier caso, un sobretecho (roof-over) es un trabajo que requiere permiso. Los parques suelen fijar sus propias reglas sobre el acceso de contratistas, los horarios de trabajo y el aspecto del techo, que aclaramos primero con la administración.",
    whyChoose: [
      "Sobretechos y reparaciones para casas prefabricadas hechos según el código, con el anclaje y los permisos que los handymen muchas veces se saltan",
      "Revisiones después de tormentas e informes con fotos para residentes de temporada que están fuera del estado durante la temporada de huracanes",
      "Acostumbrados tanto a las reglas de la administración de los parques como a las HOA de las urbanizaciones, de Betmar Acres a Silverado",
      "Respuesta ante daños por árboles después de tormentas como Milton, con lonas para detener el agua mientras se planifican las reparaciones",
      "Empresa familiar desde 1987, con estimados por escrito que separan las reparaciones indispensables de las opcionales",
    ],
    faqs: [
      {
        question: "Soy snowbird. ¿Pueden revisar mi techo después de una tormenta mientras estoy en el Norte?",
        answer:
          "Sí. Denos permiso por escrito y acceso a la entrada o al parque, y después de una tormenta con nombre o una tormenta eléctrica fuerte inspeccionaremos el techo, fotografiaremos lo que encontremos y le enviaremos un informe breve por correo electrónico. Si está entrando agua, primero ponemos una lona y lo llamamos antes de hacer cualquier reparación mayor.",
      },
      {
        question: "¿Es buena idea un sobretecho para mi casa prefabricada?",
        answer:
          "Muchas veces, sí. Un sobretecho coloca un techo nuevo con la pendiente adecuada, normalmente de metal, encima del viejo, lo que acaba con las filtraciones crónicas y deja espacio para aislamiento. Requiere permiso, y en las casas más antiguas revisamos primero las paredes y los anclajes, porque el techo nuevo tiene que quedar anclado a una estructura que pueda sostenerlo. Si la estructura de abajo está podrida, se lo diremos antes de que gaste dinero en un techo que no va a durar.",
      },
      {
        question: "Mi casa tiene apenas unos años. ¿Por qué se volaron tejas asfálticas con Milton?",
        answer:
          "Los techos nuevos no son inmunes. Las tejas asfálticas necesitan clima cálido para adherirse a la hilera de abajo, el clavado de los bordes y las tiras de arranque varían según el instalador, y horas de viento pueden romper ese sellado. Los daños por tormenta normalmente son un asunto del seguro y no un reclamo de garantía del constructor, pero si encontramos defectos de clavado o de instalación, los documentamos para que también pueda plantearlos al constructor.",
      },
    ],
    keywords: [
      "techador en Zephyrhills",
      "techos en Zephyrhills FL",
      "reparación de techos Zephyrhills FL",
      "sobretecho para casa móvil Zephyrhills",
      "techos en Silverado Zephyrhills",
      "inspección de techo para snowbirds",
    ],
  },

  "dade-city": {
    headline:
      "Las calles de ladrillo, el juzgado de 1909 y las casas de campo en las colinas de Dade City dan al este de Pasco su aire de la vieja Florida, y muchas aún llevan el techo de metal que mejor les va.",
    intro: [
      "Dade City es la sede del condado de Pasco, incorporada en 1889 y nombrada en honor al mayor Francis L. Dade. Está en las colinas onduladas del este de Pasco, donde los cultivos de cítricos y las tierras ganaderas rodean un centro con tiendas de antigüedades, el restaurado Historic Pasco County Courthouse y, cada enero, el Kumquat Festival. El pueblo ha conservado muchas de sus primeras casas, y sus techos lo demuestran.",
      "El techado aquí exige herramientas distintas a las de los suburbios del sur. Las casas históricas del distrito de Church Street y de los alrededores del centro suelen tener techos empinados, porches profundos y paneles de metal sujetos sobre tablas de madera espaciadas. Las casas estilo rancho en las afueras del pueblo están en lotes grandes y sombreados por árboles, y urbanizaciones como Lake Jovita llevan tejas y tejas asfálticas modernas a las colinas. Nuestras cuadrillas se sienten cómodas con todo eso, incluido el metal 5V crimp y el de junta alzada que llevan tantas casas rurales de Florida.",
    ],
    neighborhoodNames: {
      "Church Street Historic District": "Distrito Histórico de Church Street",
      "Downtown Dade City": "Centro de Dade City",
    },
    housing:
      "El núcleo histórico de Dade City conserva construcciones de madera de estilo vernáculo, bungalows y edificios de estilo Queen Anne y neogótico de finales del siglo XIX hasta los años cuarenta, muchos de ellos dentro del Distrito Histórico de Church Street, inscrito en el Registro Nacional de Lugares Históricos. Allí los techos suelen ser a dos aguas o a cuatro aguas y empinados, algunos con metal original o de reemplazo y otros con tejas asfálticas colocadas sobre entablado de tablas antiguas. Alrededor del centro hay casas estilo rancho de mediados de siglo con cocheras y ventanales panorámicos, y más afuera, casas de campo y casas más nuevas en terrenos amplios, muchas veces con un granero o un cobertizo para equipos. Lake Jovita, una comunidad de golf en las colinas junto a Saint Leo, tiene casas más grandes con tejas de concreto y tejas asfálticas dimensionales, bajo la supervisión de una asociación de propietarios (HOA). Las urbanizaciones más nuevas suman casas de constructora de estilo craftsman y neohispano.",
    stormExposure:
      "El este de Pasco está lejos de cualquier marejada ciclónica, pero los huracanes todavía llegan a Dade City con mucha fuerza. Irma en 2017 derribó árboles por todo el pueblo, y Milton hizo lo mismo en 2024. Esta es una comunidad Tree City USA bajo una densa copa de robles, así que gran parte de los daños por tormenta que reparamos vienen de ramas más que del viento solo. Las tormentas eléctricas pasan desde finales de la primavera hasta el verano, y las más fuertes traen granizo. Los techos de metal aguantan casi todo eso, aunque los paneles con tornillos expuestos necesitan tornillos y arandelas nuevos a medida que la goma se reseca, y las cumbreras en lo alto de las colinas reciben la peor parte de cada ráfaga.",
    localNotes:
      "Dade City tiene su propio departamento de construcción, que también emite permisos para las ciudades vecinas de San Antonio y Saint Leo una vez que esas ciudades aprueban el proyecto. La solicitud de reemplazo de techo indica el tipo de techo, los pies cuadrados, los materiales y sus números de aprobación de producto de Florida (Florida Product Approval), y por lo general requiere una declaración jurada de techado (roofing affidavit), además de un Notice of Commencement (aviso de inicio de obra) registrado cuando el valor supera cierto monto. Las casas fuera de los límites de la ciudad, incluida gran parte de las tierras rurales con dirección de Dade City, obtienen su permiso de Pasco County Building Construction Services. En las casas históricas, revise cualquier requisito de escritura o de revisión local antes de cambiar el material o el color del techo.",
    whyChoose: [
      "Experiencia en techos de metal para casas de campo y casas históricas, desde el 5V crimp hasta la junta alzada",
      "Remoción cuidadosa del techo viejo sobre entablados antiguos de tablas, con entablado nuevo donde la estructura lo necesita",
      "Tramitamos los permisos en el departamento de construcción de Dade City para la ciudad, San Antonio y Saint Leo, o con el condado para las parcelas rurales",
      "Reparación de daños por tormenta y por ramas bajo la copa de robles del este de Pasco, con lonas cuando está entrando agua",
      "Empresa familiar desde 1987, y con paciencia para casas que llevan un siglo en pie",
    ],
    faqs: [
      {
        question: "¿Debo reemplazar el viejo techo de metal de mi casa de campo con tejas asfálticas?",
        answer:
          "Por lo general le recomendaríamos volver al metal. Estas casas se diseñaron pensando en él: las pendientes empinadas escurren el agua rápido, los entablados de tablas espaciadas que hay debajo de muchas nunca se pensaron para sostener tejas asfálticas, y un techo de metal nuevo conserva el carácter de la casa. Cambiar a tejas asfálticas normalmente implica cubrir primero todo el techo con entablado nuevo. Si le preocupa el presupuesto, le cotizamos ambas opciones para que pueda compararlas.",
      },
      {
        question: "¿Quién emite los permisos de techado en Saint Leo y San Antonio?",
        answer:
          "El departamento de construcción de Dade City emite los permisos de ambas ciudades mediante un acuerdo local, pero cada ciudad tiene que aprobar primero el proyecto. Nosotros conseguimos esa aprobación y luego presentamos la solicitud en Dade City. Las propiedades fuera de las tres ciudades obtienen su permiso del condado de Pasco.",
      },
      {
        question: "Nuestro techo de metal tiene óxido alrededor de los tornillos. ¿Hay que reemplazarlo?",
        answer:
          "No necesariamente. El óxido en los tornillos casi siempre significa que las arandelas de goma fallaron y que el agua se ha quedado en los agujeros. Si los paneles siguen en buen estado, podemos cambiar los tornillos por otros de mayor tamaño con arandelas nuevas, tratar el óxido superficial y aplicar un recubrimiento donde tenga sentido. Los paneles oxidados de lado a lado, o los techos con filtraciones a lo largo de los traslapes, conviene reemplazarlos.",
      },
    ],
    keywords: [
      "techador en Dade City",
      "techos en Dade City FL",
      "techo de metal Dade City",
      "reparación de techos Dade City FL",
      "reemplazo de techo de casa de campo Pasco",
      "techos en Lake Jovita",
    ],
  },
};
