import type { SpanishCityProfiles } from "../../city-profile-schema";

/** Brandon, Riverview, Ruskin, Gibsonton, Valrico, Seffner, Mango and Dover: unincorporated Hillsborough County. */
export const hillsboroughSouthEastEs: SpanishCityProfiles = {
  brandon: {
    photoAlt: "Casa de bloque estilo rancho en Brandon con un techo de metal de junta alzada color carbón",
    headline:
      "Brandon creció por etapas desde los años 60 y muchas casas ya van por su segundo o tercer techo. Los reparamos, reemplazamos y documentamos para las aseguradoras de Florida de hoy.",
    intro: [
      "Brandon empezó como una parada del ferrocarril, con una estación en Moon Avenue, y llegó a ser una de las comunidades no incorporadas más grandes de Florida; sus techos cuentan ese crecimiento por capas. Cerca del antiguo centro hay casas compactas de bloque de concreto estilo rancho de los años 60 y 70, con techos a cuatro aguas de poca pendiente. Más afuera, por Lumsden Road, Providence Road y Bloomingdale Avenue, llegaron las urbanizaciones de los 80 y 90: casas de estuco de dos pisos con hastiales superpuestos, limahoyas largas y tragaluces.",
      "Esas calles de los 80 y 90 generan la mayor parte de nuestro trabajo en Brandon. Una casa terminada en 1988 normalmente ya tuvo un reemplazo de techo, y ese segundo techo ya tiene suficientes años como para que las aseguradoras empiecen a preguntar por él al renovar la póliza. Nos subimos, lo fotografiamos y dejamos por escrito cuánta vida útil le queda, para que la decisión entre una reparación puntual y un reemplazo completo se tome a su ritmo y no al de un suscriptor de seguros.",
    ],
    neighborhoodNames: {
      "Historic Brandon near Moon Avenue": "Brandon histórico cerca de Moon Avenue",
      "Kings Avenue and Lumsden Road": "Kings Avenue y Lumsden Road",
    },
    housing:
      "En Brandon predominan las tejas asfálticas (shingles), pero lo que hay debajo cambia según la década. Las casas de bloque de los años 60 y 70 tienen techos de baja pendiente, a menudo con una sección casi plana sobre un carport o un Florida room (cuarto de sol) cerrado, que pide betún modificado o una membrana de una sola capa en lugar de tejas asfálticas. Heather Lakes, Providence Lakes y los vecindarios cercanos, construidos desde los años 80, combinan estructuras a dos aguas y a cuatro aguas sobre cerchas de madera. En las casas anteriores a los cambios de código de mediados de los 90 es común que las cerchas estén clavadas en diagonal a las paredes en lugar de amarradas con correas, y algunos techos de tejas asfálticas de esa época se instalaron con grapas en vez de clavos. Las casas más grandes de Bloomingdale suman pendientes más pronunciadas y algún techo de tejas de concreto, y muchas de estas urbanizaciones tienen asociaciones con reglas sobre el color de las tejas asfálticas.",
    stormExposure:
      "Brandon está lo bastante tierra adentro como para que la marejada ciclónica de Hillsborough Bay no sea la preocupación; lo son el viento, la lluvia y las ramas que caen. Milton cruzó la región de noche en octubre de 2024 y arrancó tejas asfálticas de cumbreras, bordes de hastial y limatesas en todo el este de Hillsborough, mientras sus lluvias inundaron calles bajas que rara vez acumulan agua. Helene, que pasó lejos de la costa dos semanas antes, pudo aflojar lengüetas que luego se desprendieron con la segunda tormenta. En un verano normal, las tormentas eléctricas de la tarde traen ráfagas descendentes y granizo pequeño que desprenden los gránulos de las tejas asfálticas envejecidas, y los robles laurel que dan sombra a las calles más antiguas sueltan ramas en cuanto sube el viento.",
    localNotes:
      "En Brandon no hay una oficina municipal de permisos. Como parte del área no incorporada de Hillsborough, sus reemplazos de techo se tramitan con Hillsborough County Development Services, con un Notice of Commencement (aviso de inicio de obra) registrado en los trabajos más grandes e inspecciones del condado durante y después de la instalación. Cada reemplazo que hacemos en Brandon se detalla para obtener créditos por mitigación de viento (entablado sellado, clavos de espiga anillada en el entablado y bordes metálicos correctos), y usted recibe la documentación para entregársela a su inspector. Si su casa es anterior a los amarres contra huracanes, averigüe si el programa estatal My Safe Florida Home está aceptando solicitudes para reforzar la unión entre el techo y las paredes.",
    whyChoose: [
      "Informes escritos de vida útil del techo que los propietarios de Brandon pueden enviar directamente a su aseguradora al renovar",
      "Solicitudes a la asociación de propietarios (HOA) preparadas para los vecindarios con restricciones de escritura junto a Bloomingdale Avenue y Providence Road",
      "Tejas engrapadas y entablados mal clavados corregidos según el código actual de Florida cada vez que retiramos un techo viejo",
      "Trabajos de membrana para los carports, porches y Florida rooms de las casas de bloque más antiguas de Brandon",
      "Un contratista de techos familiar que trabaja en todo Tampa Bay desde 1987",
    ],
    faqs: [
      {
        question: "Mi aseguradora dice que mi techo en Brandon es demasiado viejo. ¿Qué puedo hacer?",
        answer:
          "La ley de Florida le da cierto margen. Una aseguradora no puede negarse a emitir o renovar una póliza de vivienda solo porque el techo tiene menos de 15 años, y si el techo es más viejo, no puede negarse únicamente por la edad si una inspección autorizada demuestra que le quedan al menos cinco años de vida útil. Inspeccionamos, fotografiamos y dejamos por escrito esa vida útil restante. Si el techo no llega, el informe muestra exactamente por qué y qué implicaría un reemplazo.",
      },
      {
        question: "¿La gotera donde la jaula de la piscina se une a la casa es un problema del techo?",
        answer:
          "Con frecuencia, sí. Donde una estructura de malla de aluminio se fija a la fascia o a una super gutter (canaleta ancha de soporte), el agua puede seguir los tornillos hasta el sofito y el cielo raso, y las tejas asfálticas justo encima de esa unión sufren mucho. Revisamos los tapajuntas, la fijación de la canaleta y el borde del techo, y llamamos a un contratista de estructuras de malla si la jaula en sí necesita trabajo.",
      },
      {
        question: "¿Debo reemplazar los tragaluces junto con el techo?",
        answer:
          "Si son las cúpulas de acrílico originales de los años 80 o 90, normalmente sí. Los tapajuntas de un tragaluz van entretejidos con la cubierta del techo, así que cambiar la unidad más adelante obliga a cortar tejas asfálticas nuevas. Podemos instalar tragaluces nuevos con las aprobaciones de producto vigentes de Florida, o quitar los que ya no quiera y cerrar la abertura con entablado.",
      },
    ],
    keywords: [
      "techador en Brandon FL",
      "techos en Brandon FL",
      "reemplazo de techo Brandon FL",
      "inspección de techo para seguro Brandon",
      "reparación de techos Bloomingdale",
      "techos en Heather Lakes",
    ],
  },

  riverview: {
    photoAlt:
      "Casa en Riverview después de reparaciones por huracán, con tejas asfálticas nuevas donde el viento arrancó el techo viejo",
    headline:
      "Las urbanizaciones de Riverview se construyeron rápido y sus techos originales se gastan calle por calle. Los reemplazamos con la aprobación de la HOA y reparamos daños por tormenta cerca del Alafia.",
    intro: [
      "A comienzos de siglo, Riverview era casi todo potreros, granjas de césped y pinares de llanura entre US 301 y la Interstate 75; en una década su población se multiplicó varias veces. En lugar de los potreros surgió un mosaico de comunidades planificadas como Panther Trace, South Fork, Summerfield, Rivercrest, Triple Creek y Waterleaf, cada una con su propia asociación de propietarios (HOA) o distrito de desarrollo comunitario (CDD), sus reglas de revisión arquitectónica y su paleta de colores aprobada. Como se construyeron secciones enteras a la vez, sus techos también comparten fecha de nacimiento.",
      "Eso define cómo se trabaja en techos aquí. Cuando la primera casa de una calle empieza a perder tejas asfálticas, las vecinas no tardan en seguirla, y en cada una aparecen los mismos atajos del constructor: falta el tapajuntas desviador (kick-out) donde una pared del segundo piso se une al techo de abajo, el metal de las limahoyas es delgado y las ventilas del ático son demasiado pequeñas para el espacio. Corregir esos detalles durante el reemplazo es lo que evita que el segundo techo falle igual que el primero.",
    ],
    neighborhoodNames: {
      "Alafia River homes near US 301": "Casas junto al río Alafia cerca de US 301",
    },
    housing:
      "La mayoría de las casas de Riverview son de finales de los 90 en adelante: planta baja de bloque de concreto, a menudo con un segundo piso de estructura de madera, acabado de estuco y tejas asfálticas laminadas sobre entablado de OSB. Los diseños complejos con limatesas y limahoyas son lo normal, y muchas comunidades incluyen edificios de casas adosadas (townhomes) donde un solo techo cubre a varios propietarios. Algunas secciones de lotes más grandes usan tejas de concreto. El Riverview original es distinto. Casas estilo rancho de los años 60 y 70 bordean Riverview Drive y el río, algunas con canales en la parte de atrás, con techos de poca pendiente, carports y cuartos añadidos que necesitan membranas en lugar de tejas.",
    stormExposure:
      "Qué tan expuesta está una casa en Riverview depende de qué tan cerca esté del río. En agosto de 2023, la marejada ciclónica de Idalia llegó con la marea alta y empujó el Alafia, cerca del puente de US 301, por encima de su récord anterior, inundando casas frente a canales que nunca habían tomado agua. Poco más de un año después, las lluvias de Milton sacaron al río de su cauce aguas arriba, hacia Lithia. En las urbanizaciones más nuevas la amenaza es el viento: los estanques de retención abiertos y los terrenos despejados dejan que las ráfagas tomen fuerza, y las cumbreras, las tejas asfálticas de las limatesas y los bordes de hastial son lo primero que se pierde. Las tejas asfálticas económicas de la época del auge de construcción también pierden gránulos rápidamente con el granizo de verano.",
    localNotes:
      "Riverview no es una ciudad, así que los permisos de techo los emite Hillsborough County Development Services, y casi todas las urbanizaciones añaden un paso de revisión arquitectónica; algunos CDD también fijan reglas sobre dónde colocar el contenedor de escombros y el horario de trabajo. Un dato importante para las casas más nuevas: desde un cambio en la ley de Florida en 2022, a un techo instalado bajo el Código de Construcción de Florida de 2007 o posterior se le puede reparar una sección dañada según el código con el que se construyó, en lugar de exigir el reemplazo completo cuando las reparaciones superan la cuarta parte del techo. Eso puede cambiar el alcance de un reclamo al seguro.",
    whyChoose: [
      "Preparamos la solicitud al ARC o a la HOA, con fichas técnicas y muestras de color, el mismo día que usted firma",
      "Corregimos los atajos del constructor sobre la marcha: tapajuntas desviadores, metal de limahoyas y ventilación del ático",
      "Documentación clara para reclamos en casas cerca del Alafia donde se mezclan daños por viento y por agua",
      "Experiencia con asociaciones de casas adosadas cuando un solo techo cubre varias unidades",
      "Empresa familiar con techos en todo Tampa Bay desde 1987, no una cuadrilla que llegó después de la última tormenta",
    ],
    faqs: [
      {
        question:
          "Mi casa en Riverview tiene unos 20 años y el techo se ve bien desde la calle. ¿Debo hacerlo revisar?",
        answer:
          "Sí. Muchos techos originales de aquí usaron tejas asfálticas económicas, y el sol de Florida deteriora sus tiras selladoras y sus gránulos mucho antes de que el daño se vea desde la entrada. Revisamos si las lengüetas siguen adheridas, buscamos fibra expuesta y entablado blando, inspeccionamos el ático en busca de manchas y le damos por escrito un estimado de la vida útil restante.",
      },
      {
        question: "¿Pueden igualar las tejas asfálticas de mis vecinos para una reparación?",
        answer:
          "Muchas veces, sí. Los constructores de Riverview usaron un número reducido de líneas de tejas asfálticas comunes, y llevamos la cuenta de qué colores todavía se fabrican. Si el suyo se descontinuó, buscamos la mezcla actual más parecida, y cuando la reparación abarca la mayor parte de una vertiente, reemplazamos todo ese plano para que cualquier diferencia quede en un corte natural.",
      },
      {
        question: "¿Quién es responsable del reemplazo de techo de una casa adosada en Riverview?",
        answer:
          "Lea su declaración antes de llamar a nadie. En muchas comunidades de casas adosadas, la asociación es dueña de los techos, los asegura y los reemplaza; en otras, cada propietario se encarga de la parte sobre su unidad, lo que hace clave coordinar materiales y fechas con los vecinos. Trabajamos de cualquiera de las dos formas y podemos revisar lo que dicen sus documentos antes de cotizar.",
      },
    ],
    keywords: [
      "techador en Riverview FL",
      "techos en Riverview FL",
      "reemplazo de techo Riverview FL",
      "aprobación de HOA para techo Riverview",
      "techos en Panther Trace",
      "reparación de daños por tormenta río Alafia",
    ],
  },

  ruskin: {
    headline:
      "En Ruskin techamos desde viejas casitas de granja cerca del Ruskin Inlet hasta urbanizaciones nuevas de SouthShore, con sujetadores y tapajuntas elegidos para el aire salino de Tampa Bay.",
    intro: [
      "Ruskin se fundó en 1908 como colonia cooperativa a orillas del río Little Manatee, con el nombre del escritor inglés John Ruskin, y durante la mayor parte del siglo siguiente fue campos de tomate, empacadoras y campamentos de pesca. Quedan partes de ese pueblo: casas de madera con techos de metal al este de US 41 cerca del inlet, casas de bloque en lotes amplios y comunidades de casas prefabricadas y de vehículos recreativos (RV) a lo largo de la carretera. A su alrededor, el auge de SouthShore sumó urbanizaciones de estuco junto a 19th Avenue NE y College Avenue.",
      "Aquí el techado empieza por el agua. Shell Point, Bahia Beach, Little Harbor y las calles junto al río están en la Zona A de evacuación del condado, donde la brisa salina corroe los clavos de acero común, los bordes de goteo y los sellos de las ventilas años antes de lo previsto. Cerca de la costa usamos sujetadores de acero inoxidable o galvanizados por inmersión en caliente y tapajuntas resistentes a la corrosión, y en las casas que tomaron agua en las tormentas de 2024 planificamos el techo contando con la revisión de planicies de inundación del condado, en lugar de descubrirla a mitad de la reconstrucción.",
    ],
    neighborhoodNames: {
      "Historic Ruskin along the Ruskin Inlet": "Ruskin histórico junto al Ruskin Inlet",
      "Little Manatee River waterfront": "Zona ribereña del río Little Manatee",
      "College Avenue corridor": "Corredor de College Avenue",
      "Subdivisions off 19th Avenue NE": "Urbanizaciones junto a 19th Avenue NE",
    },
    housing:
      "Las casas más antiguas de Ruskin son casitas y casas de granja de madera, algunas todavía con techo de metal 5V, otras con una capa de tejas asfálticas colocada sobre un techo anterior, que retiramos hasta el entablado para poder inspeccionarlo y volver a clavarlo. Las casas de bloque de mediados de siglo y de los años 70 tienen techos a cuatro aguas de poca pendiente y, con frecuencia, una ampliación con techo plano. Las casas prefabricadas (manufactured homes), desde casas móviles sencillas (single-wide) anteriores a 1994 hasta casas dobles (double-wide) recientes, son una parte importante de las viviendas, y sus techos requieren soluciones distintas a las de las casas construidas en sitio. Las urbanizaciones nuevas son de estuco de dos pisos con tejas asfálticas arquitectónicas y reglas de color de la asociación de propietarios (HOA), y junto a los canales, las casas elevadas exponen techos altos a toda la fuerza del viento de la bahía.",
    stormExposure:
      "Ruskin da a la costa sureste y poco profunda de Tampa Bay, donde el agua se acumula cada vez que los vientos de una tormenta soplan hacia tierra. Helene nunca estuvo cerca de tocar tierra aquí en septiembre de 2024 y, aun así, su marejada ciclónica inundó casas en todo el noroeste del pueblo. Milton llegó dos semanas después con vientos dañinos y lluvias intensas, y el Little Manatee alcanzó nivel de inundación aguas arriba, en Wimauma. La marejada rara vez llega a un techo, pero las tormentas seguidas dejaron tejas asfálticas aflojadas por la primera expuestas a la lluvia de la siguiente. La neblina salina ataca el metal todo el año, así que los sujetadores cerca del agua pueden oxidarse mucho antes de que se gasten las tejas asfálticas.",
    localNotes:
      "Ruskin no está incorporado, así que los permisos para reemplazos de techo, sobretechos (roof-overs) y reparaciones se tramitan con Hillsborough County Development Services. Las casas en un área especial de riesgo de inundación de FEMA tienen una consideración adicional: el condado compara el costo de las reparaciones y mejoras con el valor de la estructura según la regla federal de mejora sustancial, y un reemplazo de techo cuenta para ese total. Si su casa se inundó en 2024, hable con el personal de planicies de inundación del condado antes de comprometerse con un proyecto grande; le entregamos alcances detallados para que las cifras sean fáciles de documentar.",
    whyChoose: [
      "Sujetadores de acero inoxidable o galvanizados por inmersión en caliente y tapajuntas resistentes a la corrosión en casas frente a la bahía",
      "Planes de techo coordinados con la revisión de planicies de inundación del condado para casas que se reconstruyen después de Helene",
      "Sobretechos y reparaciones para casas prefabricadas, además de trabajos convencionales en techos de tejas asfálticas, de tejas y de metal",
      "Cuidado de las casas de madera más antiguas de Ruskin, incluidos techos de metal acordes con su carácter original",
      "Una empresa familiar con techos en Tampa Bay desde 1987, que sigue aquí mucho después de que se van las cuadrillas de tormenta",
    ],
    faqs: [
      {
        question: "Vivimos cerca del agua en Ruskin. ¿Un techo de metal aguantará el aire salino?",
        answer:
          "Puede aguantar, si el material se elige para eso. El acero Galvalume sin pintar no es buena opción frente a la brisa salina directa; los paneles de aluminio, o el acero con un sistema de recubrimiento clasificado para exposición costera, duran mucho más, y los sujetadores deben ser compatibles para evitar la corrosión galvánica. Le explicamos las condiciones de la garantía costera del fabricante, que a menudo dependen de qué tan cerca del agua salada está la casa.",
      },
      {
        question: "Nuestra casa se inundó durante Helene. ¿El techo tiene que esperar la revisión del condado?",
        answer:
          "No del todo. La colocación de lonas de emergencia y las reparaciones de goteras que protegen la casa normalmente pueden hacerse de inmediato. Un reemplazo completo en una casa dentro de una zona de inundación puede formar parte de una determinación de daño sustancial, así que le damos el alcance y las cifras detalladas que necesita su revisor de planicies de inundación, y programamos el trabajo definitivo cuando el camino esté despejado.",
      },
      {
        question: "¿Pueden reemplazar el techo de una casa prefabricada en uno de los parques de Ruskin?",
        answer:
          "Sí. Según la edad y el estado de la casa, las opciones incluyen una membrana totalmente adherida o un recubrimiento reforzado sobre el techo de metal existente, o un sobretecho con estructura y metal o tejas asfálticas nuevos, que además aporta sombra y mejor drenaje. Un sobretecho necesita permiso del condado y un diseño que funcione con la estructura y los anclajes de la propia casa, y la mayoría de los parques exigen la aprobación de la administración antes de empezar.",
      },
    ],
    keywords: [
      "techador en Ruskin FL",
      "techos en Ruskin FL",
      "reemplazo de techo Ruskin FL",
      "techos de metal costeros Ruskin",
      "sobretecho para casa móvil Ruskin",
      "contratista de techos SouthShore",
    ],
  },

  gibsonton: {
    headline:
      "Gibsonton mezcla cuarteles de invierno de feriantes, casas prefabricadas, casas junto al río y urbanizaciones nuevas. Techamos todas, sabiendo que el Alafia y la bahía pueden subir rápido.",
    intro: [
      "Gibsonton, o Gibtown para los locales, es el hogar de invierno de artistas de carnaval y circo desde principios del siglo XX, y el condado de Hillsborough todavía mantiene aquí una designación de zonificación para el mundo del espectáculo que permite a los dueños guardar atracciones mecánicas, remolques de comida y equipos en su propio terreno. Eso se nota en los techos. Un lote típico puede tener una casa prefabricada, un granero para equipos con techo de metal y uno o dos carports, y es tan probable que el dueño pregunte por el taller como por la casa.",
      "Alrededor de ese núcleo antiguo, la comunidad ha cambiado. Desde principios de los años 2000, las urbanizaciones de casas de estuco con tejas asfálticas arquitectónicas se han extendido hacia la I-75 y a lo largo de Symmes Road y East Bay Road, y siguen construyéndose casas adosadas cerca de Big Bend Road. Trabajamos a ambos lados de esa división, desde una casa móvil sencilla que necesita un sobretecho hasta una casa de constructor cuyas tejas asfálticas originales llegaron al final de su vida útil.",
    ],
    neighborhoodNames: {
      "Alafia River waterfront": "Zona ribereña del río Alafia",
      "Symmes Road subdivisions": "Urbanizaciones de Symmes Road",
      "Gibsonton Drive near I-75": "Gibsonton Drive cerca de la I-75",
    },
    housing:
      "Las casas prefabricadas son una gran parte de las viviendas de Gibsonton, desde unidades construidas antes de que HUD endureciera sus normas de viento en 1994 hasta casas dobles más nuevas, además de parques de casas móviles a lo largo de US 41. Las casas más antiguas construidas en sitio cerca del río suelen ser pequeñas, de bloque o de madera, a menudo con techos de porche de baja pendiente y generaciones de parches. Los graneros de postes (pole barns) y los edificios de acero donde se guarda el equipo de espectáculos suelen tener paneles de metal con tornillos expuestos, cuyos tornillos y arandelas se aflojan con cada verano de calor. Las urbanizaciones construidas desde 2000 son convencionales: bloque y estuco, techos a cuatro aguas, tejas asfálticas dimensionales y una asociación de propietarios (HOA) que revisa los colores.",
    stormExposure:
      "Gibsonton está a pocos pies sobre el nivel del mar, donde el Alafia y Bullfrog Creek desembocan en Hillsborough Bay, así que el agua es lo primero. Cuando Idalia pasó frente a la costa en agosto de 2023, su marejada ciclónica inundó zonas bajas de Gibsonton y vecindarios al oeste de US 41, y Helene volvió a subir el nivel de la bahía en septiembre de 2024. El viento viene después. Las casas prefabricadas y los grandes edificios auxiliares de metal tienen techos amplios y livianos que se levantan fácilmente por los bordes, y un panel suelto se convierte en un proyectil que daña el techo de al lado. El aire salino de la bahía acorta la vida de los sujetadores expuestos y los tapajuntas.",
    localNotes:
      "Gibsonton no está incorporado, así que cada reemplazo de techo, sobretecho y techo de edificio auxiliar se tramita con Hillsborough County Development Services. Los sobretechos de casas prefabricadas necesitan un diseño de ingeniería que tenga en cuenta la estructura y el anclaje de la casa, y los parques suelen exigir la aprobación de la administración antes de empezar. En cualquier edificio dentro de una zona de inundación cartografiada, las reparaciones después de una tormenta pueden quedar sujetas a la revisión de daño sustancial del condado, así que conviene conocer su zona de inundación antes de planear un proyecto grande.",
    whyChoose: [
      "Sobretechos para casas prefabricadas diseñados según la estructura y los anclajes de la casa, con permiso del condado",
      "Cambio de tornillos, reemplazo de láminas y recubrimientos para graneros de metal y edificios de equipo de espectáculos",
      "Techadores que entienden la mezcla de Gibsonton: lotes de feriantes, casas junto al río y urbanizaciones más nuevas",
      "Lonas de emergencia para casas cerca del río y la bahía, seguidas de un plan de reparación definitiva",
      "Empresa familiar desde 1987, con base en Tampa Bay todo el año",
    ],
    faqs: [
      {
        question: "¿Un sobretecho es buena idea para mi casa móvil antigua en Gibsonton?",
        answer:
          "Muchas veces sí. Muchas casas prefabricadas anteriores a 1994 tienen techos de metal delgados que gotean por las uniones y acumulan condensación por debajo. Un sobretecho con estructura y metal o tejas asfálticas nuevos desvía el agua, agrega una cámara de aire aislante y puede mejorar el aspecto de la casa. Necesita permiso del condado y un diseño que respete la estructura de la casa, además de la aprobación del parque si usted alquila el lote. Si el techo existente todavía está en buen estado, puede bastar con un recubrimiento elastomérico reforzado.",
      },
      {
        question: "El techo de metal de mi granero de equipos gotea alrededor de los tornillos. ¿Hay que reemplazarlo?",
        answer:
          "Normalmente no. Los paneles con tornillos expuestos gotean cuando las arandelas de goma se resecan o cuando los tornillos se aflojan al dilatarse y contraerse el metal. Cambiamos los tornillos por otros de mayor diámetro con arandela de goma, volvemos a sellar traslapes y cumbreras, y reemplazamos solo los paneles que el óxido ha perforado. Si la estructura de abajo está dañada, se lo mostramos antes de definir el alcance del trabajo.",
      },
      {
        question:
          "¿Las urbanizaciones más nuevas de Gibsonton necesitan aprobación de la HOA para un reemplazo de techo?",
        answer:
          "La mayoría de las urbanizaciones construidas desde 2000 tienen restricciones de escritura sobre el color y el material del techo, así que sí. Las partes más antiguas del pueblo generalmente no tienen asociación, lo que da más libertad para cambiar a metal o a otro color. Verificamos cuál es el caso de su lote antes de cotizar.",
      },
    ],
    keywords: [
      "techador en Gibsonton FL",
      "techos en Gibsonton FL",
      "sobretecho para casa móvil Gibsonton",
      "reparación de techo de granero de metal Gibsonton",
      "reemplazo de techo Gibsonton FL",
    ],
  },

  valrico: {
    headline:
      "De las casas junto al golf de River Hills a los terrenos de Little Road, los techos de Valrico van de tejas de concreto a metal con tornillos expuestos, y los instalamos, reparamos y mantenemos.",
    intro: [
      "Valrico es suburbano hacia un lado y rural hacia el otro. Hacia Bloomingdale Avenue y Bell Shoals Road, decenas de asociaciones de propietarios (HOA) rigen urbanizaciones ordenadas, algunas cerradas y otras construidas alrededor de campos de golf. Al este y al norte, los lotes se abren a un acre o más, con potreros, establos de caballos y casas diseñadas por sus propios dueños. El condado de Hillsborough ha estado redactando un Valrico Community Plan (plan comunitario de Valrico) para preservar ese carácter suburbano a medida que se ocupa el terreno que queda.",
      "Esa variedad explica por qué una visita de techado en Valrico puede ser tan distinta de una dirección a otra. En River Hills, construido a finales de los 80 alrededor de un campo de golf, la pregunta puede ser si ya toca cambiar la membrana base envejecida de un techo de tejas mientras la teja se queda. En los vecindarios familiares de Buckhorn suelen ser tejas asfálticas y una lista de colores de la HOA. En Little Road puede ser un techo de metal para la casa y paneles nuevos para el granero. Cotizamos cada caso según sus propias condiciones.",
    ],
    neighborhoodNames: {
      "Little Road acreage": "Terrenos amplios de Little Road",
      "Lithia Pinecrest Road corridor": "Corredor de Lithia Pinecrest Road",
    },
    housing:
      "La mayoría de las casas de Valrico se construyeron entre los años 80 y los 2000. Las tejas asfálticas cubren la mayoría, normalmente productos dimensionales en techos a cuatro aguas o combinados, mientras que las tejas de concreto son comunes en las casas más grandes cerca de los campos de golf y en las construcciones a medida. Muchos de esos techos de tejas llegaron a la edad en que la teja está bien pero la membrana base de abajo no; como es la membrana la que impermeabiliza, reemplazar esa capa y volver a colocar la teja en buen estado suele ser la decisión correcta. Las parcelas rurales suman techos de metal de junta alzada o con tornillos expuestos, además de garajes independientes, talleres y graneros.",
    stormExposure:
      "Valrico está bien tierra adentro, así que sus amenazas son el viento, el granizo y las inundaciones interiores, no la marejada ciclónica. Las tormentas eléctricas de verano se forman sobre el interior y pueden soltar granizo lo bastante grande como para rajar tejas de concreto y magullar tejas asfálticas, y los vientos en línea recta de esas celdas causan daños sin que haya ninguna tormenta con nombre. En octubre de 2024, las lluvias de Milton hicieron crecer el Alafia hasta que se pidió a los residentes de sus orillas cerca de Lithia Springs que evacuaran, y sus ráfagas levantaron tejas de concreto y asfálticas en todo el este de Hillsborough. La trayectoria de Irma por el condado de Polk en 2017 también trajo viento sostenido y árboles caídos.",
    localNotes:
      "Valrico es parte del área no incorporada del condado de Hillsborough, así que los permisos de reemplazo de techo los emite Hillsborough County Development Services, y levantar y volver a colocar la teja se tramita igual que cualquier otro reemplazo de techo. Pasar de tejas asfálticas a tejas de concreto exige confirmar que las cerchas aguantan el peso adicional, y algunas asociaciones de campos de golf restringen qué materiales se pueden usar. Después de cualquier reemplazo de techo, programe una inspección de mitigación de viento: un techo a cuatro aguas con entablado sellado y clavado documentado puede ganar créditos importantes en la prima.",
    whyChoose: [
      "Reemplazo de la membrana base bajo la teja, conservando y volviendo a colocar sus tejas de concreto en buen estado",
      "Conocemos la revisión arquitectónica de las asociaciones de Valrico, desde River Hills hasta Buckhorn",
      "Techos de metal para casas rurales, graneros y talleres en los terrenos amplios de Valrico",
      "Documentación de daños por granizo y viento que se sostiene ante los ajustadores",
      "Una empresa familiar que techa casas en Tampa Bay desde 1987",
    ],
    faqs: [
      {
        question: "Mi techo de tejas en River Hills es el original. ¿Hay que reemplazarlo?",
        answer:
          "No necesariamente la teja. La teja de concreto suele durar más que la membrana base que tiene debajo, y en los techos de esa época lo que normalmente falla es esa membrana base de fieltro. Recorremos el techo, buscamos piezas corridas o rajadas y levantamos algunas secciones para inspeccionar la membrana base. Si la teja está en buen estado, la retiramos, instalamos membrana base nueva, reemplazamos las piezas rotas y volvemos a colocar el resto.",
      },
      {
        question: "¿Esa granizada fue suficiente para dañar mi techo?",
        answer:
          "El daño por granizo no siempre se ve desde el suelo. En las tejas asfálticas, busque manchas oscuras donde faltan gránulos, además de abolladuras en canaletas, bajantes y aletas del aire acondicionado. En la teja, busque rajaduras y esquinas desportilladas. Inspeccionamos, documentamos cualquier daño con fotos y medidas, y le decimos con honestidad si vale la pena presentar un reclamo.",
      },
      {
        question: "¿Puedo poner un techo de metal en mi casa y en mi granero al mismo tiempo?",
        answer:
          "Sí, y hacer los dos juntos suele facilitar la programación y la igualación de colores. La casa normalmente lleva metal de junta alzada con sujetadores ocultos o un panel residencial con aprobación de producto de Florida, mientras que el granero puede usar un panel agrícola más grueso. El condado puede tratar cada estructura como un permiso aparte, y nosotros nos encargamos de ambas solicitudes.",
      },
    ],
    keywords: [
      "techador en Valrico FL",
      "techos en Valrico FL",
      "reparación de techos de tejas Valrico",
      "reemplazo de techo River Hills",
      "techos de metal Valrico",
      "daños por granizo en techo Valrico",
    ],
  },

  seffner: {
    headline:
      "Los techos de Seffner viven bajo grandes robles junto a lagos pequeños: más hojarasca, más sombra y más algas. Los reparamos y reemplazamos teniendo en cuenta ese entorno.",
    intro: [
      "Seffner recibió su oficina de correos en 1884, cuando se planeaba el ferrocarril entre Tampa y Plant City, y tomó el nombre de su primer jefe de correos. La antigua cuadrícula junto a Lenna Avenue todavía conserva algunas de las primeras casas de madera, pero la mayor parte de Seffner es una mezcla de casas estilo rancho en lotes de medio acre y de un acre, casas móviles antiguas y urbanizaciones más nuevas que ocuparon antiguos huertos de cítricos y potreros a lo largo de Kingsway Road, Parsons Avenue y US 92.",
      "Lo que une a Seffner es la copa de los árboles. Enormes robles perennes (live oaks) y robles laurel dan sombra a la mayoría de las calles, y cambian la forma en que envejecen los techos: las hojas se acumulan en limahoyas y canaletas y retienen humedad, las ramas rozan las tejas asfálticas hasta dejarlas sin gránulos, y en las vertientes orientadas al norte crecen manchas negras de algas y musgo. Un buen plan de techo en Seffner incluye podar para dejar espacio libre, limahoyas abiertas de metal donde se acumulan los residuos y tejas asfálticas con gránulos resistentes a las algas.",
    ],
    neighborhoodNames: {
      "Lenna Avenue historic core": "Centro histórico de Lenna Avenue",
      "US 92 corridor": "Corredor de US 92",
    },
    housing:
      "Seffner tiene menos urbanizaciones grandes construidas en serie que Brandon o Riverview, así que sus techos son más variados. Las casas de madera más antiguas cerca del pueblo original suelen tener techos empinados sobre entablado de tablas. Las casas de bloque estilo rancho de los años 60 a los 80 tienen techos sencillos a dos o a cuatro aguas en lotes grandes, normalmente con tejas asfálticas y a veces recubiertos de metal por dueños posteriores. Hay casas prefabricadas por todas partes, muchas con sobretechos añadidos hace años que ahora también necesitan atención. Los vecindarios más nuevos traen casas de estuco de dos pisos, tejas asfálticas arquitectónicas y revisión de la asociación de propietarios (HOA), y muchos lotes rurales tienen además un garaje independiente, un carport o un taller con su propio techo de baja pendiente o de metal.",
    stormExposure:
      "Seffner, tierra adentro, no enfrenta marejada ciclónica, pero recibe el viento y la lluvia de cada tormenta que cruza el área de la bahía, y sus árboles multiplican los daños. Durante Milton, en octubre de 2024, las ramas de roble que caían perforaron techos en todo el este de Hillsborough, y el suelo empapado hizo que se volcaran árboles enteros. Las tormentas eléctricas de verano traen rayos, ráfagas descendentes y granizo. Seffner también está en la zona kárstica de Florida: en 2013, un sumidero que se abrió bajo una casa de aquí atrajo la atención nacional, y el asentamiento del terreno puede notarse en un techo como una cumbrera que se hunde, una fascia rajada o una separación donde el techo se une a una pared.",
    localNotes:
      "Seffner es una comunidad no incorporada, así que los permisos de techo los tramita Hillsborough County Development Services. Si durante una inspección vemos señales de movimiento estructural, como una cumbrera hundida o una separación en la solera de la pared, las documentamos y recomendamos consultar a un ingeniero estructural o geotécnico antes de reemplazar el techo, porque unas tejas asfálticas nuevas no arreglan un problema de cimientos. Podar las ramas lejos del borde del techo antes de la instalación evita que las tejas asfálticas nuevas sufran desgaste por roce desde el primer día.",
    whyChoose: [
      "Tejas asfálticas resistentes a las algas, limahoyas abiertas de metal y protectores de canaleta adecuados para los robles de Seffner",
      "Inspecciones honestas que señalan los indicios de asentamiento en lugar de taparlos con tejas asfálticas nuevas",
      "Reparación o reemplazo de sobretechos envejecidos en las casas prefabricadas de Seffner",
      "Techos para garajes independientes, talleres y carports en los lotes rurales más grandes",
      "Un contratista de techos familiar de Tampa Bay desde 1987",
    ],
    faqs: [
      {
        question: "¿Por qué mi techo en Seffner tiene manchas negras, y son dañinas?",
        answer:
          "Las manchas suelen ser Gloeocapsa magma, un alga que se alimenta del relleno de piedra caliza de las tejas asfálticas y prospera con sombra y humedad. Es sobre todo un problema estético, pero retiene humedad y puede acortar la vida de las tejas en vertientes muy sombreadas. La limpiamos con un tratamiento a baja presión que no arranca los gránulos, y en un techo nuevo instalamos tejas asfálticas con gránulos de cobre, resistentes a las algas.",
      },
      {
        question: "Una rama grande de roble cayó sobre mi techo. ¿Qué debo hacer primero?",
        answer:
          "No entre en las habitaciones que quedan debajo del daño, tome fotos y avise a su aseguradora. No se suba a quitar la rama usted mismo. Nosotros retiramos los escombros, cubrimos con lona cualquier perforación, revisamos si el entablado y las cerchas de abajo están rajados y documentamos todo para su reclamo antes de hacer las reparaciones definitivas.",
      },
      {
        question: "Ha habido problemas de sumideros cerca de mi casa. ¿Eso debe influir en mi reemplazo de techo?",
        answer:
          "Un techador no puede diagnosticar un sumidero, pero sí puede decirle si el techo muestra señales de movimiento, como una cumbrera hundida, una fascia rajada o una separación junto a una pared. Si las vemos, le recomendaremos un ingeniero antes de que invierta en un techo nuevo. Si la estructura está bien, el reemplazo de techo sigue normalmente.",
      },
    ],
    keywords: [
      "techador en Seffner FL",
      "techos en Seffner FL",
      "reemplazo de techo Seffner",
      "limpieza de algas en techo Seffner",
      "reparación de techo por caída de árbol Seffner",
    ],
  },

  mango: {
    headline:
      "Mango es una comunidad compacta de casas de bloque, casas prefabricadas y viviendas nuevas entre la I-4 y la I-75. Hacemos sus reparaciones y reemplazos con un enfoque práctico.",
    intro: [
      "Mango ocupa un rectángulo compacto del este de Hillsborough, con la Interstate 4 al norte, la Interstate 75 al oeste, Brandon al sur y Seffner al este, y Dr. Martin Luther King Jr. Boulevard atravesándolo por el medio. Comenzó como una parada del antiguo South Florida Railroad entre Tampa y Plant City. Hoy es una comunidad trabajadora de casas modestas, viviendas de alquiler y pequeños negocios, con apartamentos y casas adosadas nuevas que se construyen en las parcelas libres que quedan.",
      "En Mango, el trabajo de techos suele girar en torno a decisiones prácticas. Los propietarios quieren saber si una gotera se puede reparar, si un techo pasará una inspección del seguro y cuál es la opción sensata para una casa móvil sencilla o una vivienda de alquiler. Damos respuestas directas, separamos lo que hay que hacer ahora de lo que puede esperar y dejamos por escrito el estado del techo para que arrendadores y compradores sepan a qué atenerse.",
    ],
    neighborhoodNames: {
      "Dr. Martin Luther King Jr. Boulevard corridor": "Corredor de Dr. Martin Luther King Jr. Boulevard",
    },
    housing:
      "Gran parte de las viviendas de Mango son casas de bloque de concreto de una planta de los años 50 a los 80, con techos a dos o a cuatro aguas de poca pendiente y carports o porches bajo techos casi planos. Muchas de esas secciones planas se han parchado con rollos asfálticos o recubrimientos y vuelven a gotear. Las casas prefabricadas son comunes, tanto en lotes individuales como en parques, y algunas tienen sobretechos de aluminio o de metal envejecidos. Las viviendas de alquiler son una parte importante de las casas, así que los techos muchas veces se han reparado por partes a lo largo de los años. Las casas adosadas y los edificios de apartamentos recientes suman techos modernos de tejas asfálticas bajo la supervisión de una asociación de propietarios (HOA) o de la administración.",
    stormExposure:
      "Mango está tierra adentro, pero siente cada tormenta que cruza Tampa Bay. Los vientos de Milton en 2024 arrancaron tejas asfálticas y rollos asfálticos en toda la zona, y sus fuertes lluvias llenaron las partes bajas y pusieron a prueba cada tapajuntas débil. Los corredores de las interestatales dejan tramos abiertos donde las ráfagas toman fuerza, y los techos envejecidos con tejas asfálticas quebradizas o paneles de sobretecho sueltos son los primeros en fallar. Las tormentas de las tardes de verano traen rayos y viento que encuentran cualquier unión que se haya abierto desde la última reparación.",
    localNotes:
      "Mango es un lugar designado por el censo sin incorporar, y muchas casas tienen dirección postal de Seffner, pero en cualquier caso los permisos de techo los emite Hillsborough County Development Services, no la ciudad de Tampa. Los arrendadores deben saber que las aseguradoras y los prestamistas con frecuencia piden un informe del estado del techo o una inspección de cuatro puntos en las casas más antiguas. Le entregamos una inspección por escrito y, cuando no hace falta un reemplazo completo, una reparación con permiso mantiene los registros en orden para una venta futura.",
    whyChoose: [
      "Hablamos claro sobre reparar o reemplazar en casas de bloque antiguas y casas prefabricadas",
      "Reparaciones de baja pendiente para carports y porches con betún modificado en lugar de parche sobre parche de recubrimiento",
      "Informes escritos del estado del techo para arrendadores, compradores y renovaciones de seguro",
      "Trabajo con permiso del condado de Hillsborough, incluso en reparaciones pequeñas que lo requieren",
      "Un contratista de techos familiar en Tampa Bay desde 1987",
    ],
    faqs: [
      {
        question: "El techo de mi carport sigue goteando aunque lo recubrieron. ¿Cuál es la solución?",
        answer:
          "Los recubrimientos solo funcionan sobre una superficie sana. Si el rollo asfáltico de abajo tiene ampollas, está rajado o acumula agua estancada, cada capa nueva solo atrapa humedad. Retiramos el material dañado, revisamos el entablado e instalamos una membrana de betún modificado o de una sola capa con bordes metálicos adecuados y la pendiente suficiente para drenar.",
      },
      {
        question: "Tengo una casa de alquiler en Mango. ¿Qué tipo de techo me conviene?",
        answer:
          "Uno duradero y de poco mantenimiento. En una casa de alquiler típica de bloque, unas buenas tejas asfálticas arquitectónicas con ventilación adecuada y entablado sellado suelen ser la opción práctica, y califican para créditos por mitigación de viento que reducen la prima del arrendador. Le separamos las reparaciones obligatorias de las opcionales para que pueda planear su presupuesto.",
      },
      {
        question: "¿Necesito permiso para una reparación de techo en Mango?",
        answer:
          "Un reemplazo de techo siempre necesita permiso del condado. Que una reparación pequeña lo necesite depende de su tamaño y de las reglas de exención vigentes del condado. Lo verificamos antes de empezar y sacamos el permiso siempre que se requiera.",
      },
    ],
    keywords: [
      "techador en Mango FL",
      "reparación de techos Mango FL",
      "reparación de techo de casa móvil Mango",
      "reparación de techo plano Mango",
    ],
  },

  dover: {
    headline:
      "En Dover, un trabajo de techo puede incluir una casa de granja, una casa prefabricada y un granero en la misma parcela. Techamos casas y edificios agrícolas en la zona de fresas.",
    intro: [
      "Dover forma parte del cinturón de fresas de invierno que se extiende hacia Plant City, y gran parte de la comunidad todavía lo refleja: camas cubiertas de plástico en invierno, viveros, potreros y tierras familiares que pasan de generación en generación. Como Seffner y Mango, creció como parada del ferrocarril entre Tampa y Plant City. Aquí las casas suelen estar en terrenos de varios acres, y una misma propiedad puede tener una casa de granja, una casa prefabricada para familiares, un granero de postes (pole barn) y cobertizos para maquinaria.",
      "Eso cambia el trabajo. Un estimado de techo en Dover a menudo abarca varias estructuras con materiales y reglas distintos: tejas asfálticas o metal en la casa, paneles con tornillos expuestos en el granero y un sobretecho en la casa prefabricada. Las urbanizaciones se extienden a lo largo de SR 60 y las calles que salen de ella, con techos de tejas asfálticas revisados por la asociación de propietarios (HOA), pero gran parte de Dover sigue siendo campo abierto, y lo techamos teniendo eso en cuenta.",
    ],
    neighborhoodNames: {
      "State Road 60 corridor": "Corredor de State Road 60",
    },
    housing:
      "Las viviendas de Dover son un mosaico. Las casas de granja de madera más antiguas suelen tener techos de metal 5V o corrugado. Las casas de bloque estilo rancho construidas entre los años 60 y los 90 normalmente tienen tejas asfálticas. Las casas prefabricadas están muy extendidas, desde casas móviles sencillas en tierras familiares hasta casas dobles más nuevas en su propia parcela. Las urbanizaciones más nuevas cerca de SR 60 suman casas de dos pisos con tejas asfálticas dimensionales. Los graneros de postes, las empacadoras y los talleres suelen tener techos de acero con tornillos expuestos.",
    stormExposure:
      "Los campos abiertos no tienen nada que frene el viento, así que los techos de Dover reciben las ráfagas con toda su fuerza. El centro de Irma pasó por el condado de Polk, justo al este, en 2017, y sus vientos derribaron árboles y tendidos eléctricos en todo el este de Hillsborough. Milton, en 2024, dio un golpe parecido, con fuertes lluvias además. Entre uno y otro, las tormentas eléctricas de verano traen granizo, rayos y vientos en línea recta. Las heladas de invierno añaden un factor local: cuando los agricultores riegan con aspersores toda la noche para proteger las fresas, el acuífero puede bajar rápidamente, y la helada de 2010 abrió sumideros en toda la zona de Dover.",
    localNotes:
      "Dover no está incorporado, así que los reemplazos de techo y sobretechos residenciales se tramitan con Hillsborough County Development Services. La ley de Florida trata algunos edificios agrícolas no residenciales de forma distinta a las viviendas, así que antes de cotizar un granero o un cobertizo confirmamos con el condado si necesita permiso de construcción. Si un techo muestra señales de movimiento estructural, como una cumbrera hundida o una fascia que se separa, le recomendaremos un ingeniero antes de reemplazarlo.",
    whyChoose: [
      "Un solo estimado que cubre la casa, la casa prefabricada y el granero, con el material adecuado para cada uno",
      "Techos de metal y refijación de paneles para graneros de postes, talleres y cobertizos de maquinaria",
      "Sobretechos y reparaciones para casas prefabricadas en tierras familiares",
      "Detalles de bordes, cumbreras y fijación pensados para la exposición abierta y ventosa de Dover",
      "Una empresa familiar de Odessa que techa casas en Tampa Bay desde 1987",
    ],
    faqs: [
      {
        question: "¿Metal o tejas asfálticas para una casa de granja en Dover?",
        answer:
          "Ambos funcionan. El metal resiste bien el viento en campo abierto, desagua la lluvia fuerte y va bien con muchas casas de granja antiguas, y el metal de junta alzada con sujetadores ocultos tiene menos perforaciones que mantener. Las tejas asfálticas arquitectónicas cuestan menos al principio y son más fáciles de reparar. Evaluamos la pendiente, la estructura y cuánto tiempo piensa quedarse antes de recomendarle una opción.",
      },
      {
        question: "¿Pueden arreglar las goteras del techo de mi granero sin reemplazarlo?",
        answer:
          "Muchas veces, sí. La mayoría de las goteras en graneros vienen de arandelas de tornillos dañadas, traslapes de paneles oxidados o cumbreras levantadas. Reemplazamos los tornillos, volvemos a sellar o cambiamos los paneles dañados y añadimos tiras de cierre para impedir la entrada de lluvia impulsada por el viento. Si las correas están podridas o el óxido se ha extendido por todo el techo, el reemplazo es la mejor inversión.",
      },
      {
        question: "¿Mi póliza de vivienda cubrirá los daños por tormenta en mi granero?",
        answer:
          "Verifíquelo antes de necesitarlo. Los edificios auxiliares que se usan para la agricultura o para un negocio a menudo quedan excluidos de la cobertura de otras estructuras de una póliza de vivienda estándar y se aseguran con una póliza agrícola. Documentamos los daños de cada edificio por separado, con fotos y medidas, para que usted o su agente puedan asignarlos a la cobertura correcta.",
      },
    ],
    keywords: [
      "techador en Dover FL",
      "techos en Dover FL",
      "techo de metal para granero Dover FL",
      "reemplazo de techo de casa de granja Dover",
      "sobretecho para casa móvil Dover",
    ],
  },
};
