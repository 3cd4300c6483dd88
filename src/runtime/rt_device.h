/* rt_device.h: the one device heddle offers (rt_device.c): its description. */
#ifndef HEDDLE_RT_DEVICE_H
#define HEDDLE_RT_DEVICE_H
#include <cuda_runtime_api.h>

void rt_device_props(struct cudaDeviceProp *p);
cudaError_t rt_device_attr(int *value, int attr); /* cudaDeviceGetAttribute; InvalidValue if unknown */
#endif
